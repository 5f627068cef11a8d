import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import type { AdminSiteEntry } from '@portal/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useDeprecateAdminSite } from './adminSiteCalls.ts';

/** Deprecates a centre in use, or restores a deprecated one, once confirmed. */
export function DeprecationButton({ adminSite }: { adminSite: AdminSiteEntry }) {
  const { t } = useTranslation();
  const call = useDeprecateAdminSite();
  const [open, setOpen] = useState(false);
  const { adminSiteId, label, deprecated } = adminSite;
  const kind = deprecated ? 'restore' : 'deprecate';
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color={deprecated ? 'primary' : 'error'}
        aria-label={t(`admin.adminSites.${kind}One`, { label })}
        onClick={() => {
          call.reset();
          setOpen(true);
        }}
      >
        {t(`admin.adminSites.${kind}`)}
      </Button>
      <ConfirmDialog
        open={open}
        title={t(`admin.adminSites.${kind}Title`, { label })}
        confirmLabel={t(`admin.adminSites.${kind}`)}
        danger={!deprecated}
        pending={call.isPending}
        error={call.error?.message}
        onConfirm={() => call.mutate({ adminSiteId, deprecated: !deprecated }, { onSuccess: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      >
        {t(`admin.adminSites.${kind}Text`)}
      </ConfirmDialog>
    </>
  );
}
