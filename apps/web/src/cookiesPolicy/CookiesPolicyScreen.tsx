import { useTranslation } from 'react-i18next';
import { ContentPage } from '../components/ContentPage.tsx';
import { useCookiesPolicy } from './useCookiesPolicy.ts';

/** `/cookiesPolicy`: the policy text served by the server, sanitized. */
export function CookiesPolicyScreen() {
  const { t } = useTranslation();
  const policy = useCookiesPolicy();
  return (
    <ContentPage
      title={t('cookiesPolicy.title')}
      html={policy.data?.cookiesPolicyContent}
      isPending={policy.isPending}
    />
  );
}
