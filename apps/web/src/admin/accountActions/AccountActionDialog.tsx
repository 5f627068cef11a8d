import { useTranslation } from 'react-i18next';
import { adminMessages } from '@portal/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ReasonDialog } from '../components/ReasonDialog.tsx';
import { ACCOUNT_ACTION_RULES, type ConfirmedAction } from './accountActionRules.ts';

interface AccountActionDialogProps {
  action: ConfirmedAction;
  open: boolean;
  name: string;
  pending: boolean;
  error: string | undefined;
  onConfirm: (reason?: string) => void;
  onClose: () => void;
}

/** The confirmation of an action on an account, with a required reason for those that e-mail one. */
export function AccountActionDialog({
  action,
  open,
  name,
  pending,
  error,
  onConfirm,
  onClose,
}: AccountActionDialogProps) {
  const { t } = useTranslation();
  const labels = {
    title: t(`admin.account.actions.${action}.title`),
    text: t(`admin.account.actions.${action}.text`, { name }),
    confirmLabel: t(`admin.account.actions.${action}.confirm`),
  };
  if (ACCOUNT_ACTION_RULES[action].reason) {
    return (
      <ReasonDialog
        open={open}
        {...labels}
        label={t('admin.reason.label')}
        missing={adminMessages.reasonMissing}
        pending={pending}
        error={error}
        onConfirm={onConfirm}
        onClose={onClose}
      />
    );
  }
  return (
    <ConfirmDialog
      open={open}
      title={labels.title}
      confirmLabel={labels.confirmLabel}
      danger={ACCOUNT_ACTION_RULES[action].removes}
      pending={pending}
      error={error}
      onConfirm={() => onConfirm()}
      onClose={onClose}
    >
      {labels.text}
    </ConfirmDialog>
  );
}
