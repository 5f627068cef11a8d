import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';

interface DialogFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  submitLabel: string;
  submitDisabled?: boolean;
  submitAutoFocus?: boolean;
  /** Buttons that wrap, with a gap, on narrow screens. */
  wrapActions?: boolean;
  /** The dialog's content. */
  children: ReactNode;
}

/** A form inside a dialog: its content, then `Annuler` and the submit button. */
export function DialogForm({ onSubmit, onCancel, submitLabel, children, ...options }: DialogFormProps) {
  const { t } = useTranslation();
  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={options.wrapActions ? { flexWrap: 'wrap', gap: 1 } : undefined}>
        <Button onClick={onCancel}>{t('app.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={options.submitDisabled} autoFocus={options.submitAutoFocus}>
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
