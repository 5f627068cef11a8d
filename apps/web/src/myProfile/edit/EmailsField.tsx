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
import EditIcon from '@mui/icons-material/Edit';
import StarIcon from '@mui/icons-material/Star';
import { useConfig } from '../../config/ConfigContext.ts';
import { useNotify } from '../../notifications/useNotify.ts';
import { EmailValidationDialog } from '../../signUp/emailValidation/EmailValidationDialog.tsx';
import { EmailSettingsDialog } from './EmailSettingsDialog.tsx';
import { addEmail, deleteEmail, updateEmail } from './emailList.ts';
import type { ProfileFormValues } from './formValues.ts';

/** The addresses: add (validated by code, then apps and principal flag), edit their settings, delete (spec section 5). */
export function EmailsField() {
  const { t } = useTranslation();
  const notify = useNotify();
  const apps = useConfig().oidc_clients;
  const { control } = useFormContext<ProfileFormValues>();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number>();
  const appName = (id: string) => apps.find((app) => app.client_id === id)?.client_name ?? id;
  return (
    <Controller
      control={control}
      name="emails"
      render={({ field, fieldState }) => (
        <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
            {t('myProfile.emails')} <span aria-hidden="true">*</span>
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {field.value.map((email, index) => (
              <Stack
                component="li"
                key={email.email}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}
              >
                <Box sx={{ flexGrow: 1, minWidth: '10em', overflowWrap: 'anywhere' }}>
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                    {email.email}
                    {email.isPrincipal && (
                      <StarIcon fontSize="small" color="primary" titleAccess={t('myProfile.principalEmail')} />
                    )}
                  </Box>
                  {email.clientApps.length > 0 && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('myProfile.emailApps', { apps: email.clientApps.map(appName).join(', ') })}
                    </Typography>
                  )}
                </Box>
                <IconButton
                  aria-label={t('myProfile.editEmail', { email: email.email })}
                  onClick={() => setEditing(index)}
                >
                  <EditIcon />
                </IconButton>
                <IconButton
                  aria-label={t('myProfile.deleteEmail', { email: email.email })}
                  onClick={() => {
                    const outcome = deleteEmail(field.value, index);
                    if (outcome.failure) {
                      notify.error(t(`myProfile.${outcome.failure}`));
                      return;
                    }
                    field.onChange(outcome.emails);
                    notify.success(t('myProfile.emailDeleted'));
                  }}
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
            onClick={() => setAdding(true)}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('myProfile.addEmail')}
          </Button>
          {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
          <EmailValidationDialog
            mode="edit"
            open={adding}
            existing={field.value.map((email) => email.email)}
            defaultPrincipal={!field.value.some((email) => email.isPrincipal)}
            onClose={() => setAdding(false)}
            onValidated={({ email, emailValidationId, clientApps = [], isPrincipal = false }) =>
              field.onChange(addEmail(field.value, { email, emailValidationId, clientApps, isPrincipal }))
            }
          />
          <EmailSettingsDialog
            email={editing === undefined ? undefined : field.value[editing]}
            onClose={() => setEditing(undefined)}
            onSave={(settings) => {
              if (editing !== undefined) field.onChange(updateEmail(field.value, editing, settings));
              setEditing(undefined);
            }}
          />
        </Stack>
      )}
    />
  );
}
