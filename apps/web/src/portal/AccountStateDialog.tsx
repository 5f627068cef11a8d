import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import { accountStateBanner, banners, type ClientApp, type CurrentUser } from '@portal/shared';
import { TitledDialog } from '../components/TitledDialog.tsx';

interface AccountStateDialogProps {
  /** The app whose tile was clicked, or null when closed. */
  app: ClientApp | null;
  user: CurrentUser;
  onClose: () => void;
}

/**
 * A signed-in account that may not open apps (awaiting validation, locked, or an anomaly) clicked
 * a tile: why it cannot, in the portal banner's words, and nothing to try that cannot work.
 */
export function AccountStateDialog({ app, user, onClose }: AccountStateDialogProps) {
  const { t } = useTranslation();
  const state = accountStateBanner(user) ?? 'accountAnomaly';
  return (
    <TitledDialog
      open={app !== null}
      title={t('portal.appUnavailable', { app: app?.portal_name ?? '' })}
      onClose={onClose}
    >
      <DialogContent>
        <DialogContentText>{banners[state]}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('portal.understood')}
        </Button>
      </DialogActions>
    </TitledDialog>
  );
}
