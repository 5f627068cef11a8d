import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { PlaceFilter } from './usePlaces.ts';

interface PlaceFiltersProps {
  filter: PlaceFilter;
  onChange: (filter: PlaceFilter) => void;
}

/** Establishment, postcode, city. */
export function PlaceFilters({ filter, onChange }: PlaceFiltersProps) {
  const { t } = useTranslation();
  const field = (name: keyof PlaceFilter, label: string) => (
    <TextField
      label={label}
      value={filter[name]}
      onChange={(event) => onChange({ ...filter, [name]: event.target.value })}
      size="small"
      fullWidth
    />
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} role="search">
      {field('label', t('workplaces.label'))}
      {field('zipcode', t('workplaces.zipcode'))}
      {field('city', t('workplaces.city'))}
    </Stack>
  );
}
