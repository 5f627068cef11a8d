import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { TitledDialog } from './TitledDialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** `Annuler` unless told. */
  cancelLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  /** While the confirmed call runs: the confirm button is disabled. */
  pending?: boolean;
  danger?: boolean;
  /**
   * The refusal of the confirmed call, also shown inside the dialog: while a modal dialog is open,
   * the rest of the page (notifications included) is hidden from assistive technologies.
   */
  error?: string;
}

/** A titled question with `Annuler` (or `cancelLabel`) and a confirm button. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  pending = false,
  danger = false,
  error,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <TitledDialog open={open} title={title} onClose={onClose}>
      <DialogContent>
        <DialogContentText component="div">{children}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} autoFocus>
          {cancelLabel ?? t('app.cancel')}
        </Button>
        <Button variant="contained" color={danger ? 'error' : 'primary'} onClick={onConfirm} disabled={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </TitledDialog>
  );
}
