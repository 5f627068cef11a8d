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
import { AdminSitesDialog } from './AdminSitesDialog.tsx';
import { uniqueSites } from './adminSiteList.ts';
import type { ProfileFormValues } from './formValues.ts';

/** An admin's pathology centres: added through the multi-select dialog, each removable. */
export function AdminSitesField() {
  const { t } = useTranslation();
  const { control } = useFormContext<ProfileFormValues>();
  const [open, setOpen] = useState(false);
  return (
    <Controller
      control={control}
      name="adminSites"
      render={({ field, fieldState }) => (
        <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
            {t('myProfile.adminSites')}
          </Typography>
          {field.value.length === 0 && <Typography>{t('myProfile.noAdminSite')}</Typography>}
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {field.value.map((site) => (
              <Stack component="li" key={site.adminSiteId} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Box sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {site.label} ({site.city})
                </Box>
                <IconButton
                  aria-label={t('myProfile.removeAdminSite', { label: site.label })}
                  onClick={() => field.onChange(field.value.filter((s) => s.adminSiteId !== site.adminSiteId))}
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
            {t('myProfile.addAdminSites')}
          </Button>
          {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
          <AdminSitesDialog
            open={open}
            chosen={field.value}
            onClose={() => setOpen(false)}
            onAdd={(sites) => {
              field.onChange(uniqueSites([...field.value, ...sites]));
              setOpen(false);
            }}
          />
        </Stack>
      )}
    />
  );
}
