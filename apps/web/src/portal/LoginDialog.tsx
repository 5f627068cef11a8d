import DialogContent from '@mui/material/DialogContent';
import { useTranslation } from 'react-i18next';
import type { ClientApp } from '@portal/shared';
import { TitledDialog } from '../components/TitledDialog.tsx';
import { LoginForm } from '../signIn/LoginForm.tsx';

/** Shown when a visitor clicks a tile: once signed in, that app (`app`) is offered. */
export function LoginDialog({ app, onClose }: { app: ClientApp | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <TitledDialog open={app !== null} title={t('login.pleaseSignIn')} onClose={onClose}>
      <DialogContent>{app && <LoginForm forApp={app.client_id} />}</DialogContent>
    </TitledDialog>
  );
}
