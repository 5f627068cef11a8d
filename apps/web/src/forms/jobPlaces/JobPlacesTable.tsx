import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { JobPlace } from '@portal/shared';

interface JobPlacesTableProps {
  rows: JobPlace[];
  loading: boolean;
  selectedIds: string[];
  onToggle: (jobPlace: JobPlace) => void;
  emptyText: string;
}

/** The job places of the current page, each with a checkbox. */
export function JobPlacesTable({ rows, loading, selectedIds, onToggle, emptyText }: JobPlacesTableProps) {
  const { t } = useTranslation();
  return (
    <>
      {loading && <LinearProgress aria-label={t('app.loading')} />}
      <Table size="small" aria-label={t('jobPlaces.selectStep')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">{t('signUp.choose')}</TableCell>
            <TableCell>{t('jobPlaces.label')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('fields.address')}</TableCell>
            <TableCell>{t('fields.city')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((jobPlace) => (
            <TableRow key={jobPlace.jobPlaceId} hover>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selectedIds.includes(jobPlace.jobPlaceId)}
                  onChange={() => onToggle(jobPlace)}
                  slotProps={{ input: { 'aria-label': t('app.select', { label: jobPlace.label }) } }}
                />
              </TableCell>
              <TableCell>{jobPlace.label}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{jobPlace.address}</TableCell>
              <TableCell>
                {jobPlace.zipcode} {jobPlace.city}
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
