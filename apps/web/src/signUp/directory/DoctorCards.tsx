import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { AlreadyRegistered } from './AlreadyRegistered.tsx';
import { DoctorIdentity } from './DoctorIdentity.tsx';
import type { DirectoryDoctor } from './types.ts';

/** Title, names, RPPS number and workplaces. */
function DoctorDetails({ doctor }: { doctor: DirectoryDoctor }) {
  return (
    <>
      <DoctorIdentity doctor={doctor} />
      {doctor.jobPlaces.map((jobPlace, index) => (
        <Typography variant="body2" key={index}>
          {jobPlace.label} ({jobPlace.city})
        </Typography>
      ))}
    </>
  );
}

interface DoctorCardsProps {
  rows: DirectoryDoctor[];
  onChoose: (doctor: DirectoryDoctor) => void;
}

/** Narrow screens (768 px or less): one card per doctor, the whole card a button, unless they have an account. */
export function DoctorCards({ rows, onChoose }: DoctorCardsProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('signUp.results')}
      sx={{ display: 'grid', gap: 1, p: 0, m: 0, listStyle: 'none' }}
    >
      {rows.map((doctor) => (
        <li key={doctor.asipDoctorId}>
          <Card variant="outlined">
            {doctor.hasAccount ? (
              <CardContent>
                <DoctorDetails doctor={doctor} />
                <AlreadyRegistered />
              </CardContent>
            ) : (
              <CardActionArea onClick={() => onChoose(doctor)}>
                <CardContent>
                  <DoctorDetails doctor={doctor} />
                </CardContent>
              </CardActionArea>
            )}
          </Card>
        </li>
      ))}
    </Box>
  );
}
