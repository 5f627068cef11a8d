import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { civilTitleText } from '../../forms/civilTitleText.ts';
import { AlreadyRegistered } from './AlreadyRegistered.tsx';
import type { DirectoryDoctor } from './types.ts';

interface DoctorTableProps {
  rows: DirectoryDoctor[];
  onChoose: (doctor: DirectoryDoctor) => void;
}

/** Wide screens: one row per doctor; the row or its button chooses the doctor, unless they have an account. */
export function DoctorTable({ rows, onChoose }: DoctorTableProps) {
  const { t } = useTranslation();
  return (
    <Table size="small" aria-label={t('signUp.results')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('fields.civilTitle')}</TableCell>
          <TableCell>{t('fields.lastName')}</TableCell>
          <TableCell>{t('fields.firstName')}</TableCell>
          <TableCell>{t('fields.rpps')}</TableCell>
          <TableCell>{t('fields.jobPlaces')}</TableCell>
          <TableCell>{t('signUp.choose')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((doctor) => (
          <TableRow
            key={doctor.asipDoctorId}
            hover={!doctor.hasAccount}
            onClick={doctor.hasAccount ? undefined : () => onChoose(doctor)}
            sx={{ cursor: doctor.hasAccount ? undefined : 'pointer' }}
          >
            <TableCell>{civilTitleText(t, doctor.civilTitle)}</TableCell>
            <TableCell>{doctor.lastName}</TableCell>
            <TableCell>{doctor.firstName}</TableCell>
            <TableCell>{doctor.rpps}</TableCell>
            <TableCell>
              {doctor.jobPlaces.map((jobPlace) => `${jobPlace.label} (${jobPlace.city})`).join(', ')}
            </TableCell>
            <TableCell>
              {doctor.hasAccount ? (
                <AlreadyRegistered />
              ) : (
                <Button
                  size="small"
                  aria-label={t('signUp.chooseDoctor', { name: `${doctor.firstName} ${doctor.lastName}` })}
                  onClick={(event) => {
                    event.stopPropagation();
                    onChoose(doctor);
                  }}
                >
                  {t('signUp.choose')}
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
