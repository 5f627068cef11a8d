import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SignupFormValues } from './types.ts';
import { PhoneInput } from './PhoneInput.tsx';
import { addPhone, makePrincipal, removePhone, replacePhone } from './phoneList.ts';
import { PhoneRow } from './PhoneRow.tsx';

/** The phones: validated rows (edit, delete, one principal) and a fresh row with its Add button. */
export function PhoneRows() {
  const { t } = useTranslation();
  const { control } = useFormContext<SignupFormValues>();
  return (
    <Controller
      control={control}
      name="phones"
      render={({ field, fieldState }) => (
        <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
            {t('signUp.phones')}
          </Typography>
          {field.value.map((phone, index) => (
            <PhoneRow
              key={`${index}-${phone.phone}`}
              phone={phone}
              onChange={(value) => field.onChange(replacePhone(field.value, index, value))}
              onPrincipal={() => field.onChange(makePrincipal(field.value, index))}
              onDelete={() => field.onChange(removePhone(field.value, index))}
            />
          ))}
          <PhoneInput
            label={t('signUp.phone')}
            buttonLabel={t('signUp.addPhone')}
            inputRef={field.ref}
            onValid={(value) => field.onChange(addPhone(field.value, value))}
          />
          {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
        </Stack>
      )}
    />
  );
}
