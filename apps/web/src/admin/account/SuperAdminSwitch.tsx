import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { adminMessages } from '@portal/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { post, useAdminMutation } from '../adminCalls.ts';

interface SuperAdminSwitchProps {
  userId: string;
  name: string;
  isSuperAdmin: boolean;
}

/** Grants or revokes super administrator rights (`POST /api/admin/users/{userId}/super-admin`), once confirmed. */
export function SuperAdminSwitch({ userId, name, isSuperAdmin }: SuperAdminSwitchProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const call = useAdminMutation(
    (superAdmin: boolean) => post(`/api/admin/users/${encodeURIComponent(userId)}/super-admin`, { superAdmin }),
    (superAdmin) => (superAdmin ? adminMessages.superAdminGranted : adminMessages.superAdminRevoked),
  );
  const granting = !isSuperAdmin;
  return (
    <>
      <FormControlLabel
        label={t('admin.account.superAdminSwitch')}
        control={
          <Switch
            checked={isSuperAdmin}
            onChange={() => {
              call.reset();
              setOpen(true);
            }}
          />
        }
      />
      <ConfirmDialog
        open={open}
        title={granting ? t('admin.account.grantSuperAdminTitle') : t('admin.account.revokeSuperAdminTitle')}
        confirmLabel={t('app.validate')}
        pending={call.isPending}
        error={call.error?.message}
        onConfirm={() => call.mutate(granting, { onSuccess: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      >
        {granting
          ? t('admin.account.grantSuperAdminText', { name })
          : t('admin.account.revokeSuperAdminText', { name })}
      </ConfirmDialog>
    </>
  );
}
