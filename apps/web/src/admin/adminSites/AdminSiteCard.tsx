import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminSiteEntry } from '@portal/shared';
import { AdminSiteDialog } from './AdminSiteDialog.tsx';
import { DeprecationButton } from './DeprecationButton.tsx';
import { GrantAdminDialog } from './GrantAdminDialog.tsx';
import { SiteAdmins } from './SiteAdmins.tsx';

/** A centre: its name, address, numbers and accounts, its administrators, and what a super admin may change. */
export function AdminSiteCard({ adminSite }: { adminSite: AdminSiteEntry }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [granting, setGranting] = useState(false);
  const { label, address, zipcode, city, finess, siret } = adminSite;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1} sx={{ overflowWrap: 'anywhere' }}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
              {label}
            </Typography>
            {adminSite.deprecated && <Chip size="small" variant="outlined" label={t('admin.adminSites.deprecated')} />}
          </Stack>
          <Typography>{[address, `${zipcode} ${city}`.trim()].filter(Boolean).join(', ')}</Typography>
          {finess && <Typography variant="body2">{`${t('admin.adminSites.finess')} ${finess}`}</Typography>}
          {siret && <Typography variant="body2">{`${t('admin.adminSites.siret')} ${siret}`}</Typography>}
          <Typography variant="body2">{t('admin.adminSites.accounts', { count: adminSite.accounts })}</Typography>
          <Typography component="h3" sx={{ fontWeight: 600, pt: 1 }}>
            {t('admin.adminSites.admins')}
          </Typography>
          <SiteAdmins adminSite={adminSite} />
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          aria-label={t('admin.adminSites.editOne', { label })}
          onClick={() => setEditing(true)}
        >
          {t('admin.adminSites.edit')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          aria-label={t('admin.adminSites.grantTitle', { label })}
          onClick={() => setGranting(true)}
        >
          {t('admin.adminSites.grant')}
        </Button>
        <DeprecationButton adminSite={adminSite} />
      </CardActions>
      <AdminSiteDialog open={editing} adminSite={adminSite} onClose={() => setEditing(false)} />
      <GrantAdminDialog open={granting} adminSite={adminSite} onClose={() => setGranting(false)} />
    </Card>
  );
}
