import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';

interface AccountsQuestionProps {
  appName: string;
  onSeveral: () => void;
  onOpenDirectly: () => void;
}

/** "Do you have several accounts for this app?" Yes leads to the e-mail choice; no or unsure opens it. */
export function AccountsQuestion({ appName, onSeveral, onOpenDirectly }: AccountsQuestionProps) {
  const { t } = useTranslation();
  return (
    <>
      <DialogContent>
        <DialogContentText>{t('emailChoice.question', { app: appName })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={onOpenDirectly}>
          {t('emailChoice.unsure')}
        </Button>
        <Button variant="outlined" onClick={onOpenDirectly}>
          {t('emailChoice.no')}
        </Button>
        <Button variant="contained" onClick={onSeveral}>
          {t('emailChoice.yes')}
        </Button>
      </DialogActions>
    </>
  );
}
