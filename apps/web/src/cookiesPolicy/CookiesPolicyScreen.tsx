import { useTranslation } from 'react-i18next';
import { messages } from '@portal/shared';
import { ContentPage } from '../components/ContentPage.tsx';

const COOKIES_POLICY = {
  path: '/api/cookies-policy',
  field: 'cookiesPolicyContent',
  failedMessage: messages.cookiesPolicyFailed,
};

/** `/cookiesPolicy`: the policy text served by the server, sanitized. */
export function CookiesPolicyScreen() {
  const { t } = useTranslation();
  return <ContentPage title={t('cookiesPolicy.title')} source={COOKIES_POLICY} />;
}
