import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { DirectoryFilter } from './types.ts';

interface SearchFieldsProps {
  filter: DirectoryFilter;
  onChange: (filter: DirectoryFilter) => void;
}

/** Nom, Prénom, n° RPPS. */
export function SearchFields({ filter, onChange }: SearchFieldsProps) {
  const { t } = useTranslation();
  const field = (name: keyof DirectoryFilter, label: string, numeric = false) => (
    <TextField
      label={label}
      value={filter[name]}
      onChange={(event) => onChange({ ...filter, [name]: event.target.value })}
      fullWidth
      size="small"
      slotProps={{ htmlInput: numeric ? { inputMode: 'numeric' } : undefined }}
    />
  );
  return (
    <Stack role="search" direction={{ xs: 'column', sm: 'row' }} spacing={2} aria-label={t('signUp.searchTitle')}>
      {field('lastName', t('fields.lastName'))}
      {field('firstName', t('fields.firstName'))}
      {field('rpps', t('fields.rpps'), true)}
    </Stack>
  );
}
