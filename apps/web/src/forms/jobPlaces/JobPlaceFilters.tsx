import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { JobPlaceFilter } from './useJobPlaces.ts';

interface JobPlaceFiltersProps {
  filter: JobPlaceFilter;
  onChange: (filter: JobPlaceFilter) => void;
}

/** Job place name, postcode, city. */
export function JobPlaceFilters({ filter, onChange }: JobPlaceFiltersProps) {
  const { t } = useTranslation();
  const field = (name: keyof JobPlaceFilter, label: string) => (
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
      {field('label', t('jobPlaces.label'))}
      {field('zipcode', t('fields.zipcode'))}
      {field('city', t('fields.city'))}
    </Stack>
  );
}
