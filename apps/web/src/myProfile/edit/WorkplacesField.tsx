import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { WorkplaceDialog } from '../../signUp/workplaces/WorkplaceDialog.tsx';
import type { ProfileFormValues } from './formValues.ts';

/** The workplaces with their centres: the sign-up workplace dialog adds, each row can be removed. */
export function WorkplacesField({ required }: { required: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ProfileFormValues>();
  const [open, setOpen] = useState(false);
  return (
    <Controller
      control={control}
      name="jobPlaces"
      render={({ field, fieldState }) => (
        <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
            {t('myProfile.workplaces')} {required && <span aria-hidden="true">*</span>}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {field.value.map((place) => (
              <Stack
                component="li"
                key={place.jobPlaceId}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', py: 0.5 }}
              >
                <Box sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {place.adminSiteLabel
                    ? t('myProfile.workplace', {
                        label: place.label,
                        city: place.city,
                        adminSite: place.adminSiteLabel,
                      })
                    : t('myProfile.workplaceNoSite', { label: place.label, city: place.city })}
                </Box>
                <IconButton
                  aria-label={t('myProfile.removeWorkplace', { label: place.label })}
                  onClick={() => field.onChange(field.value.filter((p) => p.jobPlaceId !== place.jobPlaceId))}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
          </Box>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            ref={field.ref}
            onClick={() => setOpen(true)}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('myProfile.addWorkplace')}
          </Button>
          {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
          <WorkplaceDialog
            open={open}
            initial={field.value}
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
