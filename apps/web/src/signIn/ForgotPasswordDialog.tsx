import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { messages, requiredRule } from '@portal/shared';
import { muiRegister } from '../components/muiRegister.ts';
import { TitledDialog } from '../components/TitledDialog.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import { useForgotPassword } from './useForgotPassword.ts';

interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Asks for the e-mail address that should receive a password-reset link. */
export function ForgotPasswordDialog({ open, onClose }: ForgotPasswordDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const forgotPassword = useForgotPassword();
  const { register, handleSubmit, formState, reset } = useForm({ defaultValues: { email: '' } });
  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(({ email }) =>
    forgotPassword.mutate(email.trim(), {
      onSuccess: () => {
        notify.success(messages.resetRequested);
        close();
      },
      onError: () => notify.error(messages.resetFailed),
    }),
  );

  return (
    <TitledDialog open={open} title={t('forgotPassword.title')} onClose={close}>
      <form noValidate onSubmit={onSubmit}>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('forgotPassword.explanation')}</DialogContentText>
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="email"
            required
            fullWidth
            error={Boolean(formState.errors.email)}
            helperText={formState.errors.email?.message}
            {...muiRegister(register('email', { validate: requiredRule(messages.forgotEmailRequired) }))}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('app.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={forgotPassword.isPending}>
            {t('forgotPassword.submit')}
          </Button>
        </DialogActions>
      </form>
    </TitledDialog>
  );
}
