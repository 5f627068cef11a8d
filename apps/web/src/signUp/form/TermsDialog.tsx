import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { PageLoading } from '../../components/PageLoading.tsx';
import { SanitizedHtml } from '../../components/SanitizedHtml.tsx';
import { TitledDialog } from '../../components/TitledDialog.tsx';
import { useTerms } from './useTerms.ts';

/** The terms of use: `GET /api/cgu/` HTML, cleaned before it is shown. */
export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const terms = useTerms(open);
  return (
    <TitledDialog open={open} title={t('terms.title')} onClose={onClose}>
      <DialogContent>
        {terms.isPending && <PageLoading />}
        {terms.error && <Alert severity="error">{terms.error.message}</Alert>}
        {terms.data && <SanitizedHtml html={terms.data.cguContent} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.close')}</Button>
      </DialogActions>
    </TitledDialog>
  );
}
