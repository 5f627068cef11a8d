import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminSite } from '@portal/shared';

interface AdminSitesTableProps {
  adminSites: AdminSite[];
  /** The ticked adminSiteIds. */
  selected: string[];
  onChange: (selected: string[]) => void;
}

/** On a phone the city goes under the centre's name. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } };
const NARROW_ONLY = { display: { xs: 'block', sm: 'none' } };

/** The offered admin sites, each with a checkbox, and one that ticks them all. */
export function AdminSitesTable({ adminSites, selected, onChange }: AdminSitesTableProps) {
  const { t } = useTranslation();
  const allSelected = adminSites.length > 0 && selected.length === adminSites.length;
  const toggle = (id: string) =>
    onChange(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]);
  return (
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
                  onChange={() => onChange(allSelected ? [] : adminSites.map(({ adminSiteId }) => adminSiteId))}
                  slotProps={{ input: { 'aria-label': t('myProfile.selectAllAdminSites') } }}
                />
              </TableCell>
              <TableCell>{t('myProfile.adminSiteLabel')}</TableCell>
              <TableCell sx={WIDE_ONLY}>{t('fields.city')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {adminSites.map((adminSite) => (
              <TableRow key={adminSite.adminSiteId} hover selected={selected.includes(adminSite.adminSiteId)}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.includes(adminSite.adminSiteId)}
                    onChange={() => toggle(adminSite.adminSiteId)}
                    slotProps={{
                      input: { 'aria-label': t('app.select', { label: adminSite.label }) },
                    }}
                  />
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {adminSite.label}
                  <Box component="span" sx={{ ...NARROW_ONLY, color: 'text.secondary' }}>
                    {adminSite.zipcode} {adminSite.city}
                  </Box>
                </TableCell>
                <TableCell sx={WIDE_ONLY}>
                  {adminSite.zipcode} {adminSite.city}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  );
}
