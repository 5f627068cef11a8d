import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { api } from '../../api/api.ts';
import { PageLoading } from '../../components/PageLoading.tsx';
import { SanitizedHtml } from '../../components/SanitizedHtml.tsx';
import { TitledDialog } from '../../components/TitledDialog.tsx';

/** The terms of use: `GET /api/cgu/` HTML, cleaned before it is shown. */
export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const cgu = useQuery({
    queryKey: ['cgu'],
    queryFn: () => api<{ cguContent: string }>('/api/cgu/'),
    enabled: open,
    staleTime: Infinity,
    retry: false,
  });
  return (
    <TitledDialog open={open} title={t('terms.title')} onClose={onClose}>
      <DialogContent>
        {cgu.isPending && <PageLoading />}
        {cgu.error && <Alert severity="error">{cgu.error.message}</Alert>}
        {cgu.data && <SanitizedHtml html={cgu.data.cguContent} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.close')}</Button>
      </DialogActions>
    </TitledDialog>
  );
}
