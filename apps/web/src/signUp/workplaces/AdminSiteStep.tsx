import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ChosenWorkplace } from '../form/types.ts';
import { useAdminSites } from './useAdminSites.ts';

interface AdminSiteStepProps {
  places: ChosenWorkplace[];
  onChange: (places: ChosenWorkplace[]) => void;
}

/** Step 2: one pathology centre for each selected establishment. */
export function AdminSiteStep({ places, onChange }: AdminSiteStepProps) {
  const { t } = useTranslation();
  const sites = useAdminSites();
  return (
    <Stack spacing={2}>
      {places.map((place, index) => (
        <Autocomplete
          key={place.jobPlaceId}
          options={sites}
          value={sites.find((site) => site.adminSiteId === place.adminSiteId) ?? null}
          getOptionLabel={(site) => `${site.label} (${site.city})`}
          isOptionEqualToValue={(a, b) => a.adminSiteId === b.adminSiteId}
          onChange={(_, site) =>
            onChange(
              places.map((p, i) =>
                i === index ? { ...p, adminSiteId: site?.adminSiteId ?? '', adminSiteLabel: site?.label ?? '' } : p,
              ),
            )
          }
          renderInput={(params) => (
            <TextField {...params} required label={`${t('workplaces.adminSite')} – ${place.label} (${place.city})`} />
          )}
        />
      ))}
    </Stack>
  );
}
