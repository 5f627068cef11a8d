import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useBindableApps } from '../../forms/emailValidation/bindableApps.ts';
import { useFormField } from '../../forms/useFormField.ts';
import type { SignupFormValues } from './types.ts';

/** The one e-mail, read only, and the apps it was given to: both are set through the e-mail validation dialog. */
export function EmailField({ onChange }: { onChange: () => void }) {
  const { t } = useTranslation();
  const apps = useBindableApps();
  const { value, inputRef, error, helperText } = useFormField<SignupFormValues, 'email'>({ name: 'email' });
  // Without an address, a failing e-mail still has a place to take the focus.
  if (!value) return <span ref={inputRef} tabIndex={-1} />;
  const appNames = apps.filter((app) => value.clientApps?.includes(app.client_id)).map((app) => app.client_name);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        label={t('fields.email')}
        value={value.email}
        required
        fullWidth
        error={error}
        helperText={
          helperText ?? (appNames.length > 0 ? t('signUp.emailApps', { apps: appNames.join(', ') }) : undefined)
        }
        slotProps={{ htmlInput: { readOnly: true } }}
        inputRef={inputRef}
      />
      <Button onClick={onChange} sx={{ flexShrink: 0 }}>
        {t('signUp.changeEmail')}
      </Button>
    </Stack>
  );
}
