import { useTranslation } from 'react-i18next';
import { ComingSoonScreen } from '../components/ComingSoonScreen.tsx';

/** `/signUp/*`: the sign-up screens come with the sign-up issue. */
export function SignUpScreen() {
  const { t } = useTranslation();
  return <ComingSoonScreen title={t('signUp.title')} text={t('signUp.comingSoon')} />;
}
