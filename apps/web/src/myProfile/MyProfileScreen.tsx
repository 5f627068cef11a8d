import { useTranslation } from 'react-i18next';
import { ComingSoonScreen } from '../components/ComingSoonScreen.tsx';

/** `/myProfile`: the profile screen comes with the profile issue. */
export function MyProfileScreen() {
  const { t } = useTranslation();
  return <ComingSoonScreen title={t('myProfile.title')} text={t('myProfile.comingSoon')} />;
}
