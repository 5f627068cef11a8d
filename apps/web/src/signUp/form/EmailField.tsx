import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SignupFormValues } from './types.ts';

/** The one e-mail, read only: it is set through the e-mail validation dialog. */
export function EmailField({ onChange }: { onChange: () => void }) {
  const { t } = useTranslation();
  const { control } = useFormContext<SignupFormValues>();
  return (
    <Controller
      control={control}
      name="email"
      render={({ field, fieldState }) =>
        field.value ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              label={t('signUp.email')}
              value={field.value.email}
              required
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              slotProps={{ htmlInput: { readOnly: true } }}
              inputRef={field.ref}
            />
            <Button onClick={onChange} sx={{ flexShrink: 0 }}>
              {t('signUp.changeEmail')}
            </Button>
          </Stack>
        ) : (
          <span ref={field.ref} tabIndex={-1} />
        )
      }
    />
  );
}
