import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { firstFailure, phoneRule, requiredRule } from '@portal/shared';
import { DialogForm } from '../components/DialogForm.tsx';
import { TitledDialog } from '../components/TitledDialog.tsx';
import { FormTextField } from '../forms/FormTextField.tsx';
import { useAskForSupport } from './useAskForSupport.ts';

interface SupportDialogProps {
  open: boolean;
  /** The id of the last e-mail that carried a code. */
  messageId: string | undefined;
  onClose: () => void;
}

/** "Demande d'assistance": the user leaves a phone number for an administrator to call back. */
export function SupportDialog({ open, messageId, onClose }: SupportDialogProps) {
  const { t } = useTranslation();
  const askForSupport = useAskForSupport();
  const { control, handleSubmit, reset } = useForm({ defaultValues: { phoneNumber: '' } });
  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(({ phoneNumber }) =>
    askForSupport.mutate({ phoneNumber: phoneNumber.trim(), messageId }, { onSuccess: close }),
  );

  return (
    <TitledDialog open={open} title={t('support.title')} onClose={close}>
      <DialogForm
        onSubmit={onSubmit}
        onCancel={close}
        submitLabel={t('support.submit')}
        submitDisabled={askForSupport.isPending}
      >
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('support.warning')}
        </Alert>
        <FormTextField
          control={control}
          name="phoneNumber"
          rules={{ validate: (value) => firstFailure(value, requiredRule(), phoneRule) }}
          label={t('support.phoneNumber')}
          type="tel"
          autoComplete="tel"
          required
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
      </DialogForm>
    </TitledDialog>
  );
}
