import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import type { SignupFormValues } from './types.ts';

interface SubmitButtonProps {
  onValidateEmail: () => void;
  pending: boolean;
}

/** `Valider` once an e-mail is set; before that `Validez votre adresse email`, which opens its dialog. */
export function SubmitButton({ onValidateEmail, pending }: SubmitButtonProps) {
  const { t } = useTranslation();
  const email = useFormContext<SignupFormValues>().watch('email');
  if (!email) {
    return (
      <Button variant="contained" size="large" onClick={onValidateEmail}>
        {t('signUp.validateEmail')}
      </Button>
    );
  }
  return (
    <Button type="submit" variant="contained" size="large" disabled={pending}>
      {t('app.validate')}
    </Button>
  );
}
