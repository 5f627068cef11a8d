import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { requiredRule, messages } from '@portal/shared';
import { ApiError, api } from '../../api/api.ts';
import { DialogForm } from '../../components/DialogForm.tsx';
import { TitledDialog } from '../../components/TitledDialog.tsx';
import { FormTextField } from '../FormTextField.tsx';

interface PasswordConfirmDialogProps {
  open: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}

/** `POST /api/users/me/reauthenticate`: the password again; a wrong one is marked on the field. */
export function PasswordConfirmDialog({ open, onConfirmed, onCancel }: PasswordConfirmDialogProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, reset, setError } = useForm({ defaultValues: { password: '' } });
  const reauthenticate = useMutation({
    mutationFn: (password: string) =>
      api<unknown>('/api/users/me/reauthenticate', { method: 'POST', body: { password } }),
  });
  const finish = (confirmed: boolean) => {
    reset();
    if (confirmed) onConfirmed();
    else onCancel();
  };
  const submit = handleSubmit(async ({ password }) => {
    try {
      await reauthenticate.mutateAsync(password);
      finish(true);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : messages.genericError;
      setError('password', { message }, { shouldFocus: true });
    }
  });

  return (
    <TitledDialog open={open} title={t('stepUp.title')} onClose={() => finish(false)} maxWidth="xs">
      <DialogForm
        onSubmit={(event) => void submit(event)}
        onCancel={() => finish(false)}
        submitLabel={t('stepUp.submit')}
        submitDisabled={reauthenticate.isPending}
      >
        <Typography sx={{ mb: 2 }}>{t('stepUp.explanation')}</Typography>
        <FormTextField
          control={control}
          name="password"
          password
          label={t('fields.password')}
          autoComplete="current-password"
          autoFocus
          required
          rules={{ validate: requiredRule(messages.loginPasswordRequired) }}
        />
      </DialogForm>
    </TitledDialog>
  );
}
