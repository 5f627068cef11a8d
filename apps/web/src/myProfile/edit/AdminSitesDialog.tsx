import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { TitledDialog } from '../../components/TitledDialog.tsx';
import { useAdminSites } from '../../signUp/workplaces/useAdminSites.ts';
import { offeredSites } from './adminSiteList.ts';
import type { ChosenAdminSite } from './formValues.ts';

interface AdminSitesDialogProps {
  open: boolean;
  chosen: ChosenAdminSite[];
  onClose: () => void;
  onAdd: (sites: ChosenAdminSite[]) => void;
}

function SitesTable({
  chosen,
  onCancel,
  onAdd,
}: Omit<AdminSitesDialogProps, 'open' | 'onClose'> & { onCancel: () => void }) {
  const { t } = useTranslation();
  const sites = offeredSites(useAdminSites(), chosen);
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (id: string) =>
    setSelected((current) => (current.includes(id) ? current.filter((s) => s !== id) : [...current, id]));
  const allSelected = sites.length > 0 && selected.length === sites.length;
  return (
    <>
      <DialogContent>
        {sites.length === 0 ? (
          <Typography>{t('myProfile.noMoreAdminSite')}</Typography>
        ) : (
          <>
            <Typography variant="body2" aria-live="polite" sx={{ mb: 1 }}>
              {t('myProfile.adminSitesSelected', { count: selected.length })}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('myProfile.adminSitesTable')}>
                <TableHead>
                  <TableRow>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={allSelected}
                        indeterminate={selected.length > 0 && !allSelected}
                        onChange={() => setSelected(allSelected ? [] : sites.map((site) => site.adminSiteId))}
                        slotProps={{ input: { 'aria-label': t('myProfile.selectAllAdminSites') } }}
                      />
                    </TableCell>
                    <TableCell>{t('myProfile.adminSiteLabel')}</TableCell>
                    <TableCell>{t('myProfile.adminSiteCity')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {sites.map((site) => (
                    <TableRow key={site.adminSiteId} hover selected={selected.includes(site.adminSiteId)}>
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={selected.includes(site.adminSiteId)}
                          onChange={() => toggle(site.adminSiteId)}
                          slotProps={{ input: { 'aria-label': t('myProfile.selectAdminSite', { label: site.label }) } }}
                        />
                      </TableCell>
                      <TableCell>{site.label}</TableCell>
                      <TableCell>
                        {site.zipcode} {site.city}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('app.cancel')}</Button>
        <Button
          variant="contained"
          disabled={selected.length === 0}
          onClick={() =>
            onAdd(
              sites
                .filter((site) => selected.includes(site.adminSiteId))
                .map(({ adminSiteId, label, city }) => ({ adminSiteId, label, city })),
            )
          }
        >
          {t('myProfile.addSelectedAdminSites')}
        </Button>
      </DialogActions>
    </>
  );
}

/** The centres still in use (`GET /api/jobs/adminSites/`), once each, as a multi-select table. */
export function AdminSitesDialog({ open, chosen, onClose, onAdd }: AdminSitesDialogProps) {
  const { t } = useTranslation();
  return (
    <TitledDialog open={open} title={t('myProfile.adminSitesDialogTitle')} onClose={onClose} maxWidth="md">
      <SitesTable chosen={chosen} onCancel={onClose} onAdd={onAdd} />
    </TitledDialog>
  );
}
