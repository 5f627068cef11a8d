import { useId } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ClientApp } from '@portal/shared';

interface OpenAppInviteProps {
  app: ClientApp;
  /** What the app's tile does. */
  onOpen: (app: ClientApp) => void;
}

/** After a sign-in started from a tile: the app that was asked for, one focused button away. */
export function OpenAppInvite({ app, onOpen }: OpenAppInviteProps) {
  const { t } = useTranslation();
  const textId = useId();
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Typography id={textId} sx={{ flex: '1 1 12rem' }}>
        {t('portal.signedInFor', { app: app.portal_name })}
      </Typography>
      <Button variant="contained" autoFocus aria-describedby={textId} onClick={() => onOpen(app)}>
        {t('portal.openApp', { app: app.portal_name })}
      </Button>
    </Paper>
  );
}
