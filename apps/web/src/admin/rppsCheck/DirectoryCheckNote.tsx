import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import type { DirectoryCheck } from '@portal/shared';

const SEVERITIES = { match: 'success', mismatch: 'warning', unknown: 'warning' } as const;

/** What the national directory says of an account's identity, in words. */
export function DirectoryCheckNote({ check }: { check: DirectoryCheck }) {
  const { t } = useTranslation();
  return (
    <Alert severity={SEVERITIES[check]} variant="outlined" sx={{ py: 0 }}>
      {t(`admin.rpps.checks.${check}`)}
    </Alert>
  );
}
