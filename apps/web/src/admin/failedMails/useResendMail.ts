import { useTranslation } from 'react-i18next';
import { post, useAdminMutation } from '../adminCalls.ts';

/** `POST /api/admin/mails/{mailId}/resend` (202): the failed mail queued again, the outcome said with its address. */
export function useResendMail() {
  const { t } = useTranslation();
  return useAdminMutation(
    ({ mailId }: { mailId: string; to: string }) => post(`/api/admin/mails/${encodeURIComponent(mailId)}/resend`),
    ({ to }) => t('admin.failedMails.resent', { address: to }),
  );
}
