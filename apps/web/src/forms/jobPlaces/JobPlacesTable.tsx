import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
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

/** On a phone the table has two columns: the city goes under the name, the address is left out. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } };
const NARROW_ONLY = { display: { xs: 'block', sm: 'none' } };

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
            <TableCell sx={WIDE_ONLY}>{t('fields.address')}</TableCell>
            <TableCell sx={WIDE_ONLY}>{t('fields.city')}</TableCell>
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
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {jobPlace.label}
                <Box component="span" sx={{ ...NARROW_ONLY, color: 'text.secondary' }}>
                  {jobPlace.zipcode} {jobPlace.city}
                </Box>
              </TableCell>
              <TableCell sx={WIDE_ONLY}>{jobPlace.address}</TableCell>
              <TableCell sx={WIDE_ONLY}>
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
