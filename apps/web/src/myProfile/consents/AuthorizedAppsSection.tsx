import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { consentMessages, type AuthorizedApp } from '@portal/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { TitledSection } from '../../components/TitledSection.tsx';
import { useFocusAfterRemoval } from '../../components/useFocusAfterRemoval.ts';
import { useNotify } from '../../notifications/useNotify.ts';
import { AuthorizedAppItem } from './AuthorizedAppItem.tsx';
import { useAuthorizedApps, useRevokeConsent } from './consentCalls.ts';

const clientIdOf = (app: AuthorizedApp) => app.clientId;

/**
 * "Applications autorisées" on the profile: the applications that are not first-party the user
 * let read their account, each revoked behind a confirmation.
 */
export function AuthorizedAppsSection() {
  const { t } = useTranslation();
  const notify = useNotify();
  const authorized = useAuthorizedApps();
  const revoke = useRevokeConsent();
  // The dialog's application stays while the dialog closes, so its title does not change meanwhile.
  const [target, setTarget] = useState<AuthorizedApp>();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const apps = authorized.data;
  const focus = useFocusAfterRemoval(apps, clientIdOf);

  function openConfirmation(app: AuthorizedApp): void {
    revoke.reset();
    setTarget(app);
    setConfirmOpen(true);
  }

  function confirmRevoke(): void {
    if (!target) return;
    const index = apps?.findIndex((app) => app.clientId === target.clientId) ?? 0;
    revoke.mutate(target.clientId, {
      onSuccess: () => {
        notify.success(consentMessages.revoked);
        setConfirmOpen(false);
        focus.removedAt(index);
      },
    });
  }

  return (
    <TitledSection title={t('consent.profileTitle')}>
      {authorized.isPending && <PageLoading />}
      {authorized.isError && <Alert severity="error">{t('consent.profileLoadFailed')}</Alert>}
      {apps?.length === 0 && (
        <Typography ref={focus.emptyText} tabIndex={-1}>
          {t('consent.profileEmpty')}
        </Typography>
      )}
      {apps && apps.length > 0 && (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {apps.map((app) => (
            <Box component="li" key={app.clientId} sx={{ '& + &': { borderTop: 1, borderColor: 'divider' } }}>
              <AuthorizedAppItem
                app={app}
                onRevoke={() => openConfirmation(app)}
                revokeRef={focus.buttonRef(app.clientId)}
              />
            </Box>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={confirmOpen}
        title={t('consent.revokeConfirmTitle', { app: target?.clientName ?? '' })}
        confirmLabel={t('consent.revoke')}
        onConfirm={confirmRevoke}
        onClose={() => setConfirmOpen(false)}
        pending={revoke.isPending}
        danger
        error={revoke.error?.message}
      >
        {t('consent.revokeConfirmText', { app: target?.clientName ?? '' })}
      </ConfirmDialog>
    </TitledSection>
  );
}
