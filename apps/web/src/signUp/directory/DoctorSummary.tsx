import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { DoctorIdentity } from './DoctorIdentity.tsx';
import type { DirectoryDoctor } from './types.ts';

interface DoctorSummaryProps {
  doctor: DirectoryDoctor;
  onClear: () => void;
}

/** The chosen doctor, with a button that clears the choice. */
export function DoctorSummary({ doctor, onClear }: DoctorSummaryProps) {
  const { t } = useTranslation();
  const card = useRef<HTMLElement>(null);
  // The chosen row's button is gone: the keyboard continues from the summary.
  useEffect(() => card.current?.focus(), []);
  return (
    <Card
      ref={card}
      tabIndex={-1}
      variant="outlined"
      sx={{ position: 'relative' }}
      aria-label={t('signUp.chosen')}
      component="section"
    >
      <CardContent sx={{ pr: 7 }}>
        <Typography variant="body2">{t('signUp.chosen')}</Typography>
        <DoctorIdentity doctor={doctor} />
      </CardContent>
      <IconButton
        aria-label={t('signUp.clearChoice')}
        onClick={onClear}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
    </Card>
  );
}
