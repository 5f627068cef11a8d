import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { FieldErrors, UseFormGetValues, UseFormRegister } from 'react-hook-form';
import { confirmationRule, messages, passwordRule, type PasswordSecurity } from '@portal/shared';
import { muiRegister } from '../components/muiRegister.ts';
import { PasswordField } from '../components/PasswordField.tsx';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

interface NewPasswordFieldsProps {
  register: UseFormRegister<NewPasswordValues>;
  getValues: UseFormGetValues<NewPasswordValues>;
  errors: FieldErrors<NewPasswordValues>;
  policy: PasswordSecurity;
}

/** A new password and its confirmation, checked against the configured policy. */
export function NewPasswordFields({ register, getValues, errors, policy }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <PasswordField
        label={t('passwordReset.password')}
        autoComplete="new-password"
        required
        fullWidth
        error={Boolean(errors.password)}
        helperText={errors.password?.message ?? messages.passwordHint}
        {...muiRegister(register('password', { validate: passwordRule(policy), deps: ['confirmPassword'] }))}
      />
      <PasswordField
        label={t('passwordReset.confirmPassword')}
        autoComplete="new-password"
        required
        fullWidth
        error={Boolean(errors.confirmPassword)}
        helperText={errors.confirmPassword?.message}
        {...muiRegister(
          register('confirmPassword', {
            validate: (value) => confirmationRule(getValues('password'))(value),
          }),
        )}
      />
    </Stack>
  );
}
