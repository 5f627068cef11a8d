import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { PageLoading } from '../../components/PageLoading.tsx';
import { ContentHtml } from '../../components/ContentHtml.tsx';
import { TitledDialog } from '../../components/TitledDialog.tsx';
import { useTerms } from '../../terms/useTerms.ts';

/** The terms of use: `GET /api/cgu/` HTML, cleaned before it is shown. */
export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const terms = useTerms(open);
  return (
    <TitledDialog open={open} title={t('terms.title')} onClose={onClose}>
      {/* Focusable, so that the keyboard scrolls the long text (it holds no link to tab to). */}
      <DialogContent tabIndex={0} role="region" aria-label={t('terms.title')}>
        {terms.isPending && <PageLoading />}
        {terms.error && <Alert severity="error">{terms.error.message}</Alert>}
        {terms.data && <ContentHtml html={terms.data} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.close')}</Button>
      </DialogActions>
    </TitledDialog>
  );
}
