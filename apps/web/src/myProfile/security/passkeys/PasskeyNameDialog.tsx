import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { PASSKEY_NAME_MAX, passkeyNameSchema } from '@portal/shared';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { TitledDialog } from '../../../components/TitledDialog.tsx';

interface PasskeyNameDialogProps {
  /** The passkey named, or none: the dialog is closed. */
  passkey: { id: string; name: string } | undefined;
  title: string;
  /** Shown above the field (a new passkey's explanation). */
  intro?: string;
  pending?: boolean;
  /** The server's refusal, shown inside the dialog (the page behind is hidden from screen readers). */
  error?: string;
  onSave: (name: string) => void;
  onClose: () => void;
}

function NameForm({ passkey, intro, pending, error, onSave, onClose }: Omit<PasskeyNameDialogProps, 'title'>) {
  const { t } = useTranslation();
  const [name, setName] = useState(passkey?.name ?? '');
  const [invalid, setInvalid] = useState<string>();
  const field = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const checked = passkeyNameSchema.safeParse(name);
    if (checked.success) onSave(checked.data);
    else {
      setInvalid(checked.error.issues[0]?.message);
      field.current?.focus();
    }
  }

  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      submitLabel={t('passkeys.save')}
      submitDisabled={pending}
      wrapActions
    >
      {intro && <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>}
      <TextField
        label={t('passkeys.name')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setInvalid(undefined);
        }}
        error={Boolean(invalid)}
        helperText={invalid ?? ' '}
        inputRef={field}
        slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX + 10 } }}
        required
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

/** A passkey's name: given after its registration, or changed. */
export function PasskeyNameDialog({ passkey, title, onClose, ...form }: PasskeyNameDialogProps) {
  return (
    <TitledDialog open={passkey !== undefined} title={title} onClose={onClose}>
      {passkey && <NameForm key={passkey.id} passkey={passkey} {...form} onClose={onClose} />}
    </TitledDialog>
  );
}
