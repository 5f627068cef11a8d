import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import type { DirectoryCheck } from '@portal/shared';

const SEVERITIES = { match: 'success', mismatch: 'warning', unknown: 'warning' } as const;

/** What the national directory says of the change, in words; nothing when there is no RPPS to check. */
export function DirectoryCheckNote({ check }: { check: DirectoryCheck | null }) {
  const { t } = useTranslation();
  if (!check) return null;
  return (
    <Alert severity={SEVERITIES[check]} variant="outlined" sx={{ py: 0 }}>
      {t(`admin.pendingUpdates.checks.${check}`)}
    </Alert>
  );
}
