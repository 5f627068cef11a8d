import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import type { SignupFormValues } from './types.ts';

/**
 * The form's submit button: `Valider` once an e-mail is set; before that `Validez votre adresse
 * email`, whose submit the form turns into opening the e-mail dialog.
 */
export function SubmitButton({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  const email = useFormContext<SignupFormValues>().watch('email');
  return (
    <Button type="submit" variant="contained" size="large" disabled={Boolean(email) && pending}>
      {email ? t('app.validate') : t('signUp.validateEmail')}
    </Button>
  );
}
