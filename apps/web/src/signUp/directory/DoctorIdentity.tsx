import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { civilTitleText } from '../../forms/civilTitleText.ts';
import type { DirectoryDoctor } from './types.ts';

/** A directory doctor's title and names, in bold, then the RPPS number. */
export function DoctorIdentity({ doctor }: { doctor: DirectoryDoctor }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography sx={{ fontWeight: 'bold' }}>
        {civilTitleText(t, doctor.civilTitle)} {doctor.firstName} {doctor.lastName}
      </Typography>
      <Typography variant="body2">
        {t('fields.rpps')} : {doctor.rpps}
      </Typography>
    </>
  );
}
