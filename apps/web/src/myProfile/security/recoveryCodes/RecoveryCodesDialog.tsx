import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { TitledDialog } from '../../../components/TitledDialog.tsx';
import { downloadRecoveryCodes, printRecoveryCodes } from './recoveryCodesFile.ts';

interface RecoveryCodesDialogProps {
  /** The codes just generated; the dialog is open while they are set. They are never shown again. */
  codes: string[] | undefined;
  onClose: () => void;
}

/** The ten codes, shown once, with a way to download and to print them. */
export function RecoveryCodesDialog({ codes, onClose }: RecoveryCodesDialogProps) {
  const { t } = useTranslation();
  return (
    <TitledDialog open={Boolean(codes)} title={t('recoveryCodes.shownTitle')} onClose={onClose}>
      {codes && (
        <>
          {/* On a phone the list scrolls: the keyboard reaches it too. */}
          <DialogContent tabIndex={0} role="group" aria-label={t('recoveryCodes.codesList')}>
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('recoveryCodes.shownOnce')}
            </Alert>
            <Box
              component="ol"
              aria-label={t('recoveryCodes.codesList')}
              sx={{
                fontFamily: 'monospace',
                fontSize: '1.1rem',
                columns: { xs: 1, sm: 2 },
                m: 0,
                pl: 4,
                '& li': { py: 0.5 },
              }}
            >
              {codes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </Box>
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" onClick={() => downloadRecoveryCodes(codes)}>
              {t('recoveryCodes.download')}
            </Button>
            <Button variant="outlined" onClick={() => printRecoveryCodes(codes)}>
              {t('recoveryCodes.print')}
            </Button>
            <Button variant="contained" onClick={onClose} autoFocus>
              {t('recoveryCodes.done')}
            </Button>
          </DialogActions>
        </>
      )}
    </TitledDialog>
  );
}
