import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { AdminSitesOwner } from '@portal/shared';
import { TitledDialog } from '../../components/TitledDialog.tsx';
import { useAdminSites } from '../../forms/jobPlaces/useAdminSites.ts';
import { offeredAdminSites } from './adminSiteList.ts';
import { AdminSitesTable } from './AdminSitesTable.tsx';
import type { ChosenAdminSite } from './formValues.ts';

interface AdminSitesDialogProps {
  open: boolean;
  chosen: ChosenAdminSite[];
  /** Whose centres: only those they may add are offered. */
  owner: AdminSitesOwner;
  onClose: () => void;
  onAdd: (adminSites: ChosenAdminSite[]) => void;
}

/** The choice inside the dialog: the ticks start afresh each time the dialog opens. */
function AdminSitesChoice({
  chosen,
  owner,
  onCancel,
  onAdd,
}: Omit<AdminSitesDialogProps, 'open' | 'onClose'> & { onCancel: () => void }) {
  const { t } = useTranslation();
  const adminSites = offeredAdminSites(useAdminSites(), chosen, owner);
  const [selected, setSelected] = useState<string[]>([]);
  const add = () =>
    onAdd(
      adminSites
        .filter(({ adminSiteId }) => selected.includes(adminSiteId))
        .map(({ adminSiteId, label, city }) => ({ adminSiteId, label, city })),
    );
  return (
    <>
      <DialogContent>
        {!owner.isSuperAdmin && (
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('myProfile.adminSitesGrantedBySuperAdmin')}
          </Typography>
        )}
        {adminSites.length === 0 ? (
          <Typography>{t('myProfile.noMoreAdminSite')}</Typography>
        ) : (
          <AdminSitesTable adminSites={adminSites} selected={selected} onChange={setSelected} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('app.cancel')}</Button>
        <Button variant="contained" disabled={selected.length === 0} onClick={add}>
          {t('myProfile.addSelectedAdminSites')}
        </Button>
      </DialogActions>
    </>
  );
}

/** The admin sites in use (`GET /api/jobs/adminSites/`) the owner may add, once each, as a multi-select table. */
export function AdminSitesDialog({ open, chosen, owner, onClose, onAdd }: AdminSitesDialogProps) {
  const { t } = useTranslation();
  return (
    <TitledDialog open={open} title={t('myProfile.addAdminSites')} onClose={onClose} maxWidth="md">
      <AdminSitesChoice chosen={chosen} owner={owner} onCancel={onClose} onAdd={onAdd} />
    </TitledDialog>
  );
}
