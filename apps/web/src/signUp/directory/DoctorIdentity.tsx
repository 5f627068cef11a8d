import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { civilTitleLabel } from './civilTitleLabel.ts';
import type { DirectoryDoctor } from './types.ts';

/** A directory doctor's title and names, in bold, then the RPPS number. */
export function DoctorIdentity({ doctor }: { doctor: DirectoryDoctor }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography sx={{ fontWeight: 'bold' }}>
        {civilTitleLabel(t, doctor.civilTitle)} {doctor.firstName} {doctor.lastName}
      </Typography>
      <Typography variant="body2">
        {t('signUp.rpps')} : {doctor.rpps}
      </Typography>
    </>
  );
}
