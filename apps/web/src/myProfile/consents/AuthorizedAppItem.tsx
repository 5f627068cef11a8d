import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuthorizedApp } from '@portal/shared';
import { ScopeList } from '../../consent/ScopeList.tsx';

interface AuthorizedAppItemProps {
  app: AuthorizedApp;
  onRevoke: () => void;
  revokeRef: Ref<HTMLButtonElement>;
}

/** An authorized application: its name, what it reads, since when, and the button that revokes it. */
export function AuthorizedAppItem({ app, onRevoke, revokeRef }: AuthorizedAppItemProps) {
  const { t } = useTranslation();
  const scopesId = useId();
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start', py: 2, minWidth: 0 }}>
      <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {app.clientName}
      </Typography>
      <Typography id={scopesId}>{t('consent.profileScopes')}</Typography>
      <ScopeList scopes={app.scopes} labelledBy={scopesId} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('consent.grantedOn', { date: new Date(app.grantedAt).toLocaleDateString('fr-FR') })}
      </Typography>
      <Button
        ref={revokeRef}
        variant="outlined"
        color="error"
        onClick={onRevoke}
        aria-label={t('consent.revokeApp', { app: app.clientName })}
      >
        {t('consent.revoke')}
      </Button>
    </Stack>
  );
}
