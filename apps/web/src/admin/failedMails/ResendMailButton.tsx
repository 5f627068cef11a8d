import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import type { OutboxMail } from '@portal/shared';
import { useResendMail } from './useResendMail.ts';

/** « Renvoyer le courriel à … »: queues the mail again at once; `onResent` then moves the focus. */
export function ResendMailButton({ mail, onResent }: { mail: OutboxMail; onResent: () => void }) {
  const { t } = useTranslation();
  const call = useResendMail();
  return (
    <Button
      size="small"
      variant="contained"
      disabled={call.isPending}
      sx={{ overflowWrap: 'anywhere', textAlign: 'left' }}
      onClick={() => call.mutate({ mailId: mail.id, to: mail.to }, { onSuccess: onResent })}
    >
      {t('admin.failedMails.resend', { address: mail.to })}
    </Button>
  );
}
