import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import DialogContentText from '@mui/material/DialogContentText';
import { signInEmailRule } from '@portal/shared';
import { DialogForm } from '../components/DialogForm.tsx';
import { TitledDialog } from '../components/TitledDialog.tsx';
import { FormTextField } from '../forms/FormTextField.tsx';
import { useForgotPassword } from './useForgotPassword.ts';

interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Asks for the e-mail address that should receive a password-reset link. */
export function ForgotPasswordDialog({ open, onClose }: ForgotPasswordDialogProps) {
  const { t } = useTranslation();
  const forgotPassword = useForgotPassword();
  const { control, handleSubmit, reset } = useForm({ defaultValues: { email: '' } });
  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(({ email }) => forgotPassword.mutate(email.trim(), { onSuccess: close }));

  return (
    <TitledDialog open={open} title={t('forgotPassword.title')} onClose={close}>
      <DialogForm
        onSubmit={onSubmit}
        onCancel={close}
        submitLabel={t('forgotPassword.submit')}
        submitDisabled={forgotPassword.isPending}
      >
        <DialogContentText sx={{ mb: 2 }}>{t('forgotPassword.explanation')}</DialogContentText>
        <FormTextField
          control={control}
          name="email"
          rules={{ validate: signInEmailRule }}
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
        />
      </DialogForm>
    </TitledDialog>
  );
}
