import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import { firstFailure, messages, phoneRule, requiredRule } from '@portal/shared';
import { muiRegister } from '../components/muiRegister.ts';
import { TitledDialog } from '../components/TitledDialog.tsx';
import { useNotify } from '../notifications/useNotify.ts';
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
  const notify = useNotify();
  const askForSupport = useAskForSupport();
  const { register, handleSubmit, formState, reset } = useForm({ defaultValues: { phoneNumber: '' } });
  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(({ phoneNumber }) =>
    askForSupport.mutate(
      { phoneNumber: phoneNumber.trim(), messageId },
      {
        onSuccess: () => {
          notify.success(messages.supportSent);
          close();
        },
        onError: () => notify.error(messages.supportFailed),
      },
    ),
  );

  return (
    <TitledDialog open={open} title={t('support.title')} onClose={close}>
      <form noValidate onSubmit={onSubmit}>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('support.warning')}
          </Alert>
          <TextField
            label={t('support.phoneNumber')}
            type="tel"
            autoComplete="tel"
            required
            fullWidth
            error={Boolean(formState.errors.phoneNumber)}
            helperText={formState.errors.phoneNumber?.message}
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
            {...muiRegister(
              register('phoneNumber', {
                validate: (value) => firstFailure(value, requiredRule(), phoneRule),
              }),
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('app.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={askForSupport.isPending}>
            {t('support.submit')}
          </Button>
        </DialogActions>
      </form>
    </TitledDialog>
  );
}
