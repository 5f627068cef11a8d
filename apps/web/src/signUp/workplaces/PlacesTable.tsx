import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { JobPlace } from '@portal/shared';

interface PlacesTableProps {
  rows: JobPlace[];
  loading: boolean;
  selectedIds: string[];
  onToggle: (place: JobPlace) => void;
  emptyText: string;
}

/** The establishments of the current page, each with a checkbox. */
export function PlacesTable({ rows, loading, selectedIds, onToggle, emptyText }: PlacesTableProps) {
  const { t } = useTranslation();
  return (
    <>
      {loading && <LinearProgress aria-label={t('app.loading')} />}
      <Table size="small" aria-label={t('workplaces.selectStep')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">{t('signUp.choose')}</TableCell>
            <TableCell>{t('workplaces.label')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('workplaces.address')}</TableCell>
            <TableCell>{t('workplaces.city')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((place) => (
            <TableRow key={place.jobPlaceId} hover>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selectedIds.includes(place.jobPlaceId)}
                  onChange={() => onToggle(place)}
                  slotProps={{ input: { 'aria-label': t('workplaces.select', { label: place.label }) } }}
                />
              </TableCell>
              <TableCell>{place.label}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{place.address}</TableCell>
              <TableCell>
                {place.zipcode} {place.city}
              </TableCell>
            </TableRow>
          ))}
          {!loading && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>{emptyText}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </>
  );
}
