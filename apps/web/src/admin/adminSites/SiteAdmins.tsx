import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminSiteEntry } from '@portal/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { AccountLink } from '../components/AccountLink.tsx';
import { useRevokeAdmin } from './adminSiteCalls.ts';

type SiteAdmin = AdminSiteEntry['admins'][number];

/** The centre's administrators, each with a confirmed `Retirer`. */
export function SiteAdmins({ adminSite }: { adminSite: AdminSiteEntry }) {
  const { t } = useTranslation();
  const revoke = useRevokeAdmin();
  const [chosen, setChosen] = useState<SiteAdmin>();
  const [open, setOpen] = useState(false);
  if (adminSite.admins.length === 0) return <Typography>{t('admin.adminSites.noAdmin')}</Typography>;
  const name = chosen?.name ?? '';
  return (
    <>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {adminSite.admins.map((admin) => (
          <Box
            component="li"
            key={admin.userId}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
          >
            <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <AccountLink userId={admin.userId} name={admin.name} />
              {admin.email && ` (${admin.email})`}
            </Box>
            <Button
              size="small"
              color="error"
              aria-label={t('admin.adminSites.revokeOne', { name: admin.name })}
              onClick={() => {
                revoke.reset();
                setChosen(admin);
                setOpen(true);
              }}
            >
              {t('admin.adminSites.revoke')}
            </Button>
          </Box>
        ))}
      </Box>
      <ConfirmDialog
        open={open}
        title={t('admin.adminSites.revokeTitle', { name })}
        confirmLabel={t('admin.adminSites.revoke')}
        danger
        pending={revoke.isPending}
        error={revoke.error?.message}
        onConfirm={() =>
          chosen &&
          revoke.mutate(
            { adminSiteId: adminSite.adminSiteId, userId: chosen.userId },
            { onSuccess: () => setOpen(false) },
          )
        }
        onClose={() => setOpen(false)}
      >
        {t('admin.adminSites.revokeText', { name, label: adminSite.label })}
      </ConfirmDialog>
    </>
  );
}
