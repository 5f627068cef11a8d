import { useTranslation } from 'react-i18next';
import type { SupportRequest } from '@portal/shared';
import { formatDateTime } from '../components/formatDateTime.ts';

/** The message a request names and what became of it, in words. */
export function MessageFateText({ supportRequest }: { supportRequest: SupportRequest }) {
  const { t } = useTranslation();
  const { messageId, message } = supportRequest;
  return (
    <>
      {messageId ? t('admin.support.messageId', { id: messageId }) : t('admin.support.noMessage')}
      <br />
      {t(`admin.support.fates.${message.fate}`)}
      {message.sentAt && ` (${t('admin.support.sentAt', { date: formatDateTime(message.sentAt) })})`}
    </>
  );
}
