import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messages } from '@portal/shared';
import { muiRegister } from '../../components/muiRegister.ts';
import { PasswordField } from '../../components/PasswordField.tsx';
import type { SignupFormValues } from './types.ts';

/** Password (policy from the configuration, through the shared rules) and its confirmation. */
export function SignupPasswordFields() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<SignupFormValues>();
  const { errors } = formState;
  return (
    <>
      <PasswordField
        label={t('signUp.password')}
        autoComplete="new-password"
        required
        fullWidth
        error={Boolean(errors.password)}
        helperText={errors.password?.message ?? messages.passwordHint}
        {...muiRegister(register('password'))}
      />
      <PasswordField
        label={t('signUp.confirmPassword')}
        autoComplete="new-password"
        required
        fullWidth
        error={Boolean(errors.confirmPassword)}
        helperText={errors.confirmPassword?.message}
        {...muiRegister(register('confirmPassword'))}
      />
    </>
  );
}
