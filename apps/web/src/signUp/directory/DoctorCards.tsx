import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { civilTitleLabel } from './civilTitleLabel.ts';
import type { DirectoryDoctor } from './types.ts';

interface DoctorCardsProps {
  rows: DirectoryDoctor[];
  onChoose: (doctor: DirectoryDoctor) => void;
}

/** Narrow screens (768 px or less): one card per doctor, the whole card a button. */
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
            <CardActionArea onClick={() => onChoose(doctor)}>
              <CardContent>
                <Typography sx={{ fontWeight: 'bold' }}>
                  {civilTitleLabel(t, doctor.civilTitle)} {doctor.firstName} {doctor.lastName}
                </Typography>
                <Typography variant="body2">
                  {t('signUp.rpps')} : {doctor.rpps}
                </Typography>
                {doctor.jobPlaces.map((place, index) => (
                  <Typography variant="body2" key={index}>
                    {place.label} ({place.city})
                  </Typography>
                ))}
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
