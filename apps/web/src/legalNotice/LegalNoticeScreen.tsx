import { useTranslation } from 'react-i18next';
import { ContentPage } from '../components/ContentPage.tsx';
import { useLegalNotice } from './useLegalNotice.ts';

/** `/legalNotice`: the legal notice served by the server, sanitized. */
export function LegalNoticeScreen() {
  const { t } = useTranslation();
  const notice = useLegalNotice();
  return (
    <ContentPage title={t('legalNotice.title')} html={notice.data?.legalNoticeContent} isPending={notice.isPending} />
  );
}
