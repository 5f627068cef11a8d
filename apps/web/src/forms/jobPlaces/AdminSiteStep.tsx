import type { KeyboardEvent } from 'react';
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

const preventNewLine = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.preventDefault();
};

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
              // The chosen centre wraps instead of ending in an ellipsis on a phone (MUI warns that a
              // textarea is unusual here: arrows and Enter still choose, and Enter never adds a line).
              multiline
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, onKeyDown: preventNewLine },
              }}
              required
              label={`${t('jobPlaces.adminSite')} – ${jobPlace.label} (${jobPlace.city})`}
            />
          )}
        />
      ))}
    </Stack>
  );
}
