import { useTranslation } from 'react-i18next';
import { messages } from '@portal/shared';
import { ContentPage } from '../components/ContentPage.tsx';

const LEGAL_NOTICE = {
  path: '/api/legal-notice',
  field: 'legalNoticeContent',
  failedMessage: messages.legalNoticeFailed,
};

/** `/legalNotice`: the legal notice served by the server, sanitized. */
export function LegalNoticeScreen() {
  const { t } = useTranslation();
  return <ContentPage title={t('legalNotice.title')} source={LEGAL_NOTICE} />;
}
