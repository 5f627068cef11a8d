import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { DirectoryRefresh } from '@portal/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { formatDateTime } from '../components/formatDateTime.ts';
import { useDecideDirectoryRefresh, type RefreshDecision } from './directoryRefreshCalls.ts';
import { changesText } from './refreshFigures.ts';

/**
 * Confirms or abandons a refresh awaiting confirmation, each once asked again in a dialog that
 * repeats what it does: either cannot be undone (an abandoned extract is read again only at the next
 * refresh), and the page behind a dialog is hidden from screen readers.
 */
export function DecisionButtons({ refresh }: { refresh: DirectoryRefresh }) {
  const { t } = useTranslation();
  const call = useDecideDirectoryRefresh();
  const [decision, setDecision] = useState<RefreshDecision | null>(null);
  const open = (chosen: RefreshDecision) => {
    call.reset();
    setDecision(chosen);
  };
  const date = formatDateTime(refresh.startedAt);
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" onClick={() => open('confirm')}>
          {t('admin.directory.confirm')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => open('abandon')}>
          {t('admin.directory.abandon')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={decision !== null}
        title={t(decision === 'abandon' ? 'admin.directory.abandonTitle' : 'admin.directory.confirmTitle')}
        confirmLabel={t(decision === 'abandon' ? 'admin.directory.abandon' : 'admin.directory.confirm')}
        danger={decision === 'abandon'}
        pending={call.isPending}
        error={call.error?.message}
        onConfirm={() =>
          decision && call.mutate({ refreshId: refresh.id, decision }, { onSuccess: () => setDecision(null) })
        }
        onClose={() => setDecision(null)}
      >
        {decision === 'abandon'
          ? t('admin.directory.abandonText', { date })
          : t('admin.directory.confirmText', { date, changes: changesText(t, refresh) })}
      </ConfirmDialog>
    </>
  );
}
