import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WorkplaceDialog } from '../workplaces/WorkplaceDialog.tsx';
import type { SignupFormValues } from './types.ts';

/** The chosen workplaces, each with its pathology centre, and the button that opens the workplace dialog. */
export function WorkplacesField({ suggestedJobPlaceIds }: { suggestedJobPlaceIds?: string[] }) {
  const { t } = useTranslation();
  const { control } = useFormContext<SignupFormValues>();
  const [open, setOpen] = useState(false);
  return (
    <Controller
      control={control}
      name="jobPlaces"
      render={({ field, fieldState }) => (
        <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
            {t('workplaces.title')} <span aria-hidden="true">*</span>
          </Typography>
          {field.value.length > 0 && (
            <ul>
              {field.value.map((place) => (
                <li key={place.jobPlaceId}>
                  {place.label} ({place.city}) → {place.adminSiteLabel}
                </li>
              ))}
            </ul>
          )}
          <Button variant="outlined" ref={field.ref} onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
            {field.value.length > 0 ? t('workplaces.edit') : t('workplaces.add')}
          </Button>
          {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
          <WorkplaceDialog
            open={open}
            initial={field.value}
            suggestedJobPlaceIds={suggestedJobPlaceIds}
            onClose={() => setOpen(false)}
            onDone={(places) => {
              field.onChange(places);
              setOpen(false);
            }}
          />
        </Stack>
      )}
    />
  );
}
