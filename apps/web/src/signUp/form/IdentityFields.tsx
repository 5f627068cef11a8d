import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { muiRegister } from '../../components/muiRegister.ts';
import { CivilTitleField } from './CivilTitleField.tsx';
import type { SignupFormValues } from './types.ts';

/** Civil title, last name, first name and, for doctors, the RPPS number. */
export function IdentityFields({ withRpps }: { withRpps: boolean }) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<SignupFormValues>();
  const { errors } = formState;
  return (
    <>
      <CivilTitleField />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('signUp.lastName')}
          required
          fullWidth
          autoComplete="family-name"
          error={Boolean(errors.lastName)}
          helperText={errors.lastName?.message}
          {...muiRegister(register('lastName'))}
        />
        <TextField
          label={t('signUp.firstName')}
          required
          fullWidth
          autoComplete="given-name"
          error={Boolean(errors.firstName)}
          helperText={errors.firstName?.message}
          {...muiRegister(register('firstName'))}
        />
      </Stack>
      {withRpps && (
        <TextField
          label={t('signUp.rpps')}
          fullWidth
          error={Boolean(errors.rpps)}
          helperText={errors.rpps?.message}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
          {...muiRegister(register('rpps'))}
        />
      )}
    </>
  );
}
