import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { REASON_MAX_LENGTH, reasonRule } from '@portal/shared';
import { DialogForm } from '../../components/DialogForm.tsx';
import { TitledDialog } from '../../components/TitledDialog.tsx';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  label: string;
  /** The message when the text is left empty; without it, the text may be left empty. */
  missing?: string;
  confirmLabel: string;
  pending?: boolean;
  /** The server's refusal, shown inside the dialog too (the page behind is hidden from screen readers). */
  error?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

type ReasonFormProps = Omit<ReasonDialogProps, 'open' | 'title'>;

function ReasonForm({ text, label, missing, confirmLabel, pending, error, onConfirm, onClose }: ReasonFormProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const field = useRef<HTMLTextAreaElement>(null);

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const failure = reasonRule(missing)(reason);
    setInvalid(failure);
    if (failure) field.current?.focus();
    else onConfirm(reason.trim());
  }

  const counter = t('admin.reason.length', { count: reason.trim().length, max: REASON_MAX_LENGTH });
  return (
    <DialogForm onSubmit={submit} onCancel={onClose} submitLabel={confirmLabel} submitDisabled={pending} wrapActions>
      <DialogContentText component="div" sx={{ mb: 2 }}>
        {text}
      </DialogContentText>
      <TextField
        label={label}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required={Boolean(missing)}
        error={Boolean(invalid)}
        helperText={invalid ?? `${t('admin.reason.hint')} ${counter}`}
        inputRef={field}
        multiline
        minRows={3}
        fullWidth
        autoFocus
      />
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </DialogForm>
  );
}

/** A confirmation that asks for a reason (or a note), sent by e-mail to the account's owner. */
export function ReasonDialog({ open, title, onClose, ...form }: ReasonDialogProps) {
  return (
    <TitledDialog open={open} title={title} onClose={onClose}>
      <ReasonForm {...form} onClose={onClose} />
    </TitledDialog>
  );
}
