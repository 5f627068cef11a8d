import DialogContent from '@mui/material/DialogContent';
import { useTranslation } from 'react-i18next';
import { TitledDialog } from '../components/TitledDialog.tsx';
import { LoginForm } from '../signIn/LoginForm.tsx';

/** Shown when a visitor without user rights clicks a tile. */
export function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <TitledDialog open={open} title={t('login.pleaseSignIn')} onClose={onClose}>
      <DialogContent>{open && <LoginForm />}</DialogContent>
    </TitledDialog>
  );
}
