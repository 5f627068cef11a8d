import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pscMessages } from '@portal/shared';
import { ApiError } from '../../api/api.ts';
import { leavePortal } from '../../app/leavePortal.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { TitledSection } from '../../components/TitledSection.tsx';
import { useNotify } from '../../notifications/useNotify.ts';
import { usePscLinkState, useStartPscLink, useUnlinkPsc } from './pscCalls.ts';

/**
 * Pro Santé Connect on the profile, when the account can link it (an RPPS, a provider configured):
 * its status, then link (off to the provider, back to `#/myProfile?psc=…`) or unlink behind a
 * confirmation.
 */
export function PscSection() {
  const { t } = useTranslation();
  const notify = useNotify();
  const state = usePscLinkState();
  const start = useStartPscLink();
  const unlink = useUnlinkPsc();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const linkButton = useRef<HTMLButtonElement>(null);
  // Once unlinked, the unlink button the dialog would give the focus back to is gone.
  const [focusLink, setFocusLink] = useState(false);
  const linked = state.data?.linked;

  useEffect(() => {
    if (!focusLink || linked !== false) return;
    linkButton.current?.focus();
    setFocusLink(false);
  }, [focusLink, linked]);

  if (!state.data?.available) return null;
  const { linkedAt } = state.data;

  function startLink(): void {
    start.mutate(undefined, {
      onSuccess: (url) => (url ? leavePortal(url) : notify.error(t('signUp.pscUnavailable'))),
      // A refusal (e.g. `pscMessages.linkNeedsRpps`) says why; anything else: unavailable.
      onError: (error) =>
        notify.error(error instanceof ApiError && error.status < 500 ? error.message : t('signUp.pscUnavailable')),
    });
  }

  function openConfirmation(): void {
    unlink.reset();
    setConfirmOpen(true);
  }

  function confirmUnlink(): void {
    unlink.mutate(undefined, {
      onSuccess: () => {
        notify.success(pscMessages.unlinked);
        setConfirmOpen(false);
        setFocusLink(true);
      },
      onError: (error) => notify.error(error.message),
    });
  }

  let status: string = t('psc.profileNotLinked');
  if (linked) {
    status = linkedAt
      ? t('psc.profileLinked', { date: new Date(linkedAt).toLocaleDateString('fr-FR') })
      : t('psc.profileLinkedUndated');
  }

  return (
    <TitledSection title={t('psc.profileTitle')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('psc.profileExplanation')}</Typography>
        <Typography>
          {t('psc.profileStatus')}&nbsp;: <Box component="strong">{status}</Box>
        </Typography>
        {linked ? (
          <Button variant="outlined" color="error" onClick={openConfirmation}>
            {t('psc.unlink')}
          </Button>
        ) : (
          <Button
            ref={linkButton}
            variant="contained"
            onClick={startLink}
            disabled={start.isPending || Boolean(start.data)}
          >
            {t('psc.link')}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirmOpen}
        title={t('psc.unlinkConfirmTitle')}
        confirmLabel={t('psc.unlink')}
        cancelLabel={t('psc.cancel')}
        onConfirm={confirmUnlink}
        onClose={() => setConfirmOpen(false)}
        pending={unlink.isPending}
        danger
        error={unlink.error?.message}
      >
        {t('psc.unlinkConfirmText')}
      </ConfirmDialog>
    </TitledSection>
  );
}
