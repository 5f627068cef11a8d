import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import type { PendingUpdate } from '@portal/shared';

interface PendingUpdateClockProps {
  pendingUpdate: PendingUpdate | undefined;
  /** The pending value as shown to the user (e.g. a civil title's label). */
  display?: (value: string) => string;
}

/** A clock marking a field whose change waits for an administrator; focusable, so its tooltip shows on keyboard too. */
export function PendingUpdateClock({ pendingUpdate, display = (value) => value }: PendingUpdateClockProps) {
  const { t } = useTranslation();
  if (!pendingUpdate) return null;
  const text = t('myProfile.pendingUpdate');
  const { value: pendingValue } = pendingUpdate;
  const value = pendingValue === null || pendingValue === '' ? t('myProfile.pendingEmpty') : display(pendingValue);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      <Tooltip title={text}>
        <Box
          component="span"
          role="img"
          aria-label={text}
          tabIndex={0}
          sx={{ display: 'inline-flex', color: 'warning.dark', borderRadius: '50%' }}
        >
          <AccessTimeIcon fontSize="small" aria-hidden="true" />
        </Box>
      </Tooltip>
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
        ({t('myProfile.pendingValue', { value })})
      </Typography>
    </Box>
  );
}
