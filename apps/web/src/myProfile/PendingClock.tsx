import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import type { PendingUpdate } from '@portal/shared';

interface PendingClockProps {
  update: PendingUpdate | undefined;
  /** The pending value as shown to the user (e.g. a civil title's label). */
  display?: (value: string) => string;
}

/** A clock marking a field whose change waits for an administrator; focusable, so its tooltip shows on keyboard too. */
export function PendingClock({ update, display = (value) => value }: PendingClockProps) {
  const { t } = useTranslation();
  if (!update) return null;
  const text = t('myProfile.pendingUpdate');
  const value = update.value === null || update.value === '' ? t('myProfile.pendingEmpty') : display(update.value);
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
