import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingUpdateToReview } from '@portal/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useJobs } from '../../forms/job/useJobs.ts';
import { accountName } from '../components/accountName.ts';
import { ReasonDialog } from '../components/ReasonDialog.tsx';
import { PENDING_FIELD_LABELS, pendingValueText } from './pendingValue.ts';
import { usePendingUpdateDecision, type Decision } from './usePendingUpdateDecision.ts';

interface DecisionDialogProps {
  pendingUpdate: PendingUpdateToReview;
  decision: Decision;
  open: boolean;
  onClose: () => void;
}

/** The confirmation of an approval, or of a rejection with an optional reason. */
export function DecisionDialog({ pendingUpdate, decision, open, onClose }: DecisionDialogProps) {
  const { t } = useTranslation();
  const jobs = useJobs(true);
  const call = usePendingUpdateDecision();
  const { reset } = call;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  const { pendingUpdateId, field } = pendingUpdate;
  const shown = decision === 'approve' ? pendingUpdate.value : pendingUpdate.currentValue;
  const text = t(decision === 'approve' ? 'admin.pendingUpdates.approveText' : 'admin.pendingUpdates.rejectText', {
    field: t(PENDING_FIELD_LABELS[field]),
    name: accountName(pendingUpdate),
    value: pendingValueText(t, field, shown, jobs),
  });
  const run = (reason?: string) => call.mutate({ pendingUpdateId, decision, reason }, { onSuccess: onClose });
  const common = { open, pending: call.isPending, error: call.error?.message, onClose };

  if (decision === 'reject') {
    return (
      <ReasonDialog
        {...common}
        title={t('admin.pendingUpdates.rejectTitle')}
        text={text}
        label={t('admin.reason.optionalLabel')}
        confirmLabel={t('admin.pendingUpdates.reject')}
        onConfirm={run}
      />
    );
  }
  return (
    <ConfirmDialog
      {...common}
      title={t('admin.pendingUpdates.approveTitle')}
      confirmLabel={t('admin.pendingUpdates.approve')}
      onConfirm={() => run()}
    >
      {text}
    </ConfirmDialog>
  );
}
