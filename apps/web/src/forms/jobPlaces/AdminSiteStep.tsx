import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AdminSite } from '@portal/shared';
import type { ChosenJobPlace } from './chosenJobPlace.ts';
import { useAdminSites } from './useAdminSites.ts';

interface AdminSiteStepProps {
  jobPlaces: ChosenJobPlace[];
  onChange: (jobPlaces: ChosenJobPlace[]) => void;
}

const withAdminSite = (jobPlace: ChosenJobPlace, adminSite: AdminSite | null): ChosenJobPlace => ({
  ...jobPlace,
  adminSiteId: adminSite?.adminSiteId ?? '',
  adminSiteLabel: adminSite?.label ?? '',
});

/** Step 2: one admin site (pathology centre) for each selected job place. */
export function AdminSiteStep({ jobPlaces, onChange }: AdminSiteStepProps) {
  const { t } = useTranslation();
  const adminSites = useAdminSites();
  return (
    <Stack spacing={2}>
      {jobPlaces.map((jobPlace, index) => (
        <Autocomplete
          key={jobPlace.jobPlaceId}
          options={adminSites}
          value={adminSites.find((adminSite) => adminSite.adminSiteId === jobPlace.adminSiteId) ?? null}
          getOptionLabel={(adminSite) => `${adminSite.label} (${adminSite.city})`}
          isOptionEqualToValue={(a, b) => a.adminSiteId === b.adminSiteId}
          onChange={(_, adminSite) =>
            onChange(jobPlaces.map((other, i) => (i === index ? withAdminSite(other, adminSite) : other)))
          }
          renderInput={(params) => (
            <TextField
              {...params}
              required
              label={`${t('jobPlaces.adminSite')} – ${jobPlace.label} (${jobPlace.city})`}
            />
          )}
        />
      ))}
    </Stack>
  );
}
