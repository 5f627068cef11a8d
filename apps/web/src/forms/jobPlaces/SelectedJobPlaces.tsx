import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ChosenJobPlace } from './chosenJobPlace.ts';

interface SelectedJobPlacesProps {
  jobPlaces: ChosenJobPlace[];
  onRemove: (jobPlaceId: string) => void;
}

/** The ticked job places, each removable. */
export function SelectedJobPlaces({ jobPlaces, onRemove }: SelectedJobPlacesProps) {
  const { t } = useTranslation();
  return (
    <Box aria-live="polite">
      <Typography variant="body2">{t('jobPlaces.selected', { count: jobPlaces.length })}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: jobPlaces.length ? 1 : 0 }}>
        {jobPlaces.map((jobPlace) => (
          <Chip
            key={jobPlace.jobPlaceId}
            label={`${jobPlace.label} (${jobPlace.city})`}
            onDelete={() => onRemove(jobPlace.jobPlaceId)}
          />
        ))}
      </Box>
    </Box>
  );
}
