import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { adminMessages, type SupportRequest } from '@portal/shared';
import { formatDateTime } from '../components/formatDateTime.ts';
import { ReasonDialog } from '../components/ReasonDialog.tsx';
import { useHandleSupportRequest } from './useHandleSupportRequest.ts';

/**
 * `Marquer comme traitée`, with the note of what was done (required, e-mailed to the owner); named
 * after the request, as the list shows one per open request.
 */
export function HandleSupportButton({ supportRequest }: { supportRequest: SupportRequest }) {
  const { t } = useTranslation();
  const call = useHandleSupportRequest();
  const [open, setOpen] = useState(false);
  const { supportRequestId, userName, createdAt } = supportRequest;
  return (
    <>
      <Button
        size="small"
        variant="contained"
        sx={{ overflowWrap: 'normal' }}
        aria-label={t('buttonNames.handleSupport', { name: userName, date: formatDateTime(createdAt) })}
        onClick={() => {
          call.reset();
          setOpen(true);
        }}
      >
        {t('admin.support.handle')}
      </Button>
      <ReasonDialog
        open={open}
        title={t('admin.support.handleTitle', { name: userName })}
        text={t('admin.reason.hint')}
        label={t('admin.reason.note')}
        missing={adminMessages.noteMissing}
        confirmLabel={t('admin.support.handle')}
        pending={call.isPending}
        error={call.error?.message}
        onConfirm={(note) => call.mutate({ supportRequestId, note }, { onSuccess: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
