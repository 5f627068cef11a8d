import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ChosenWorkplace } from '../form/types.ts';

interface SelectedPlacesProps {
  places: ChosenWorkplace[];
  onRemove: (jobPlaceId: string) => void;
}

/** The ticked establishments, each removable. */
export function SelectedPlaces({ places, onRemove }: SelectedPlacesProps) {
  const { t } = useTranslation();
  return (
    <Box aria-live="polite">
      <Typography variant="body2">{t('workplaces.selected', { count: places.length })}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: places.length ? 1 : 0 }}>
        {places.map((place) => (
          <Chip
            key={place.jobPlaceId}
            label={`${place.label} (${place.city})`}
            onDelete={() => onRemove(place.jobPlaceId)}
          />
        ))}
      </Box>
    </Box>
  );
}
