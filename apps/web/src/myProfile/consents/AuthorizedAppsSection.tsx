import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { consentMessages, type AuthorizedApp } from '@portal/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { TitledSection } from '../../components/TitledSection.tsx';
import { useNotify } from '../../notifications/useNotify.ts';
import { AuthorizedAppItem } from './AuthorizedAppItem.tsx';
import { useAuthorizedApps, useRevokeConsent } from './consentCalls.ts';

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
  const revokeButtons = useRef(new Map<string, HTMLButtonElement>());
  const emptyText = useRef<HTMLParagraphElement>(null);
  // Once revoked, the button the dialog would give the focus back to is gone: the focus goes to the
  // application now at its place in the list, else the previous one, else the empty list's text.
  const [focusIndex, setFocusIndex] = useState<number>();
  const apps = authorized.data;

  useEffect(() => {
    if (focusIndex === undefined || !apps) return;
    const next = apps[Math.min(focusIndex, apps.length - 1)];
    (next ? revokeButtons.current.get(next.clientId) : emptyText.current)?.focus();
    setFocusIndex(undefined);
  }, [apps, focusIndex]);

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
        setFocusIndex(Math.max(index, 0));
      },
    });
  }

  return (
    <TitledSection title={t('consent.profileTitle')}>
      {authorized.isPending && <PageLoading />}
      {authorized.isError && <Alert severity="error">{t('consent.profileLoadFailed')}</Alert>}
      {apps?.length === 0 && (
        <Typography ref={emptyText} tabIndex={-1}>
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
                revokeRef={(button) => {
                  if (button) revokeButtons.current.set(app.clientId, button);
                  else revokeButtons.current.delete(app.clientId);
                }}
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
