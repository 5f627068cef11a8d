import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import type { AdminAccountSummary, AdminSiteEntry } from '@portal/shared';
import { DialogForm } from '../../components/DialogForm.tsx';
import { TitledDialog } from '../../components/TitledDialog.tsx';
import { AccountPicker } from './AccountPicker.tsx';
import { useGrantAdmin } from './adminSiteCalls.ts';

interface GrantAdminDialogProps {
  open: boolean;
  adminSite: AdminSiteEntry;
  onClose: () => void;
}

function GrantAdminForm({ adminSite, onClose }: Omit<GrantAdminDialogProps, 'open'>) {
  const { t } = useTranslation();
  const grant = useGrantAdmin();
  const [account, setAccount] = useState<AdminAccountSummary | null>(null);
  const [missing, setMissing] = useState(false);
  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    setMissing(!account);
    if (account) grant.mutate({ adminSiteId: adminSite.adminSiteId, userId: account.userId }, { onSuccess: onClose });
  }
  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      submitLabel={t('admin.adminSites.grantConfirm')}
      submitDisabled={grant.isPending}
      wrapActions
    >
      <AccountPicker
        value={account}
        onChange={setAccount}
        error={missing ? t('admin.adminSites.pickAccount') : undefined}
      />
      {grant.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {grant.error.message}
        </Alert>
      )}
    </DialogForm>
  );
}

/** Picks an account and grants it administrator rights on the centre. */
export function GrantAdminDialog({ open, adminSite, onClose }: GrantAdminDialogProps) {
  const { t } = useTranslation();
  return (
    <TitledDialog open={open} title={t('admin.adminSites.grantTitle', { label: adminSite.label })} onClose={onClose}>
      <GrantAdminForm adminSite={adminSite} onClose={onClose} />
    </TitledDialog>
  );
}
