import { forwardRef } from 'react';
import { SnackbarContent, useSnackbar, type CustomContentProps } from 'notistack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import DoneIcon from '@mui/icons-material/Done';
import InfoIcon from '@mui/icons-material/Info';
import WarningIcon from '@mui/icons-material/Warning';
import { useTranslation } from 'react-i18next';
import { palette } from '../app/theme.ts';

const LOOKS = {
  success: { background: palette.success, color: '#ffffff', Icon: DoneIcon },
  error: { background: '#ffffff', color: palette.error, Icon: WarningIcon },
  info: { background: palette.primary, color: '#ffffff', Icon: InfoIcon },
} as const;

type Look = keyof typeof LOOKS;

/** One notification: success (teal, done icon), error (white, warning icon), info (primary, info icon). */
export const NotificationContent = forwardRef<HTMLDivElement, CustomContentProps>(function NotificationContent(
  { id, message, variant, style },
  ref,
) {
  const { closeSnackbar } = useSnackbar();
  const { t } = useTranslation();
  const look = LOOKS[variant as Look] ?? LOOKS.info;
  return (
    <SnackbarContent ref={ref} role={variant === 'error' ? 'alert' : 'status'} style={style}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          width: '100%',
          maxWidth: 'calc(100vw - 16px)',
          px: 2,
          py: 1,
          borderRadius: 1,
          boxShadow: 3,
          bgcolor: look.background,
          color: look.color,
          border: variant === 'error' ? `1px solid ${palette.error}` : 'none',
          '& a': { color: 'inherit' },
        }}
      >
        <look.Icon aria-hidden="true" />
        <Box sx={{ flex: 1, overflowWrap: 'anywhere' }}>{message}</Box>
        <IconButton
          size="small"
          aria-label={t('app.close')}
          onClick={() => closeSnackbar(id)}
          sx={{ color: 'inherit' }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
    </SnackbarContent>
  );
});
