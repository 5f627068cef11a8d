import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { accountSessionsMessages, type SignedInBrowser } from '@portal/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { TitledSection } from '../../components/TitledSection.tsx';
import { useFocusAfterRemoval } from '../../components/useFocusAfterRemoval.ts';
import { useNotify } from '../../notifications/useNotify.ts';
import { SignedInBrowserItem } from './SignedInBrowserItem.tsx';
import { useEndBrowsers, useSignedInBrowsers } from './connectionsCalls.ts';

const sessionIdOf = (browser: SignedInBrowser) => browser.sessionId;

/** What the dialog asks to end: one browser, or every other one. */
type Target = SignedInBrowser | 'others';

/**
 * « Navigateurs connectés »: the browsers where the account is signed in, this one marked; each
 * other one signed out, or all of them, behind a confirmation.
 */
export function SignedInBrowsersSection() {
  const { t } = useTranslation();
  const notify = useNotify();
  const browsers = useSignedInBrowsers();
  const end = useEndBrowsers();
  // The dialog's target stays while the dialog closes, so its title does not change meanwhile.
  const [target, setTarget] = useState<Target>();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const others = browsers.data?.filter((browser) => !browser.current);
  const focus = useFocusAfterRemoval(others, sessionIdOf);

  function ask(what: Target): void {
    end.reset();
    setTarget(what);
    setConfirmOpen(true);
  }

  function confirmEnd(): void {
    if (!target) return;
    const index =
      target === 'others' ? 0 : (others?.findIndex((browser) => browser.sessionId === target.sessionId) ?? 0);
    end.mutate(target === 'others' ? 'others' : target.sessionId, {
      onSuccess: () => {
        notify.success(
          target === 'others' ? accountSessionsMessages.othersEnded : accountSessionsMessages.browserEnded,
        );
        setConfirmOpen(false);
        focus.removedAt(index);
      },
    });
  }

  const name = target && target !== 'others' ? target.browser : '';
  return (
    <TitledSection title={t('accountSessions.browsersTitle')}>
      <Typography sx={{ mb: 1 }}>{t('accountSessions.browsersIntro')}</Typography>
      {browsers.isPending && <PageLoading />}
      {browsers.isError && <Alert severity="error">{t('accountSessions.browsersLoadFailed')}</Alert>}
      {browsers.data && (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {browsers.data.map((browser) => (
            <Box component="li" key={browser.sessionId} sx={{ '& + &': { borderTop: 1, borderColor: 'divider' } }}>
              <SignedInBrowserItem
                browser={browser}
                onEnd={() => ask(browser)}
                endRef={focus.buttonRef(browser.sessionId)}
              />
            </Box>
          ))}
        </Box>
      )}
      {others?.length === 0 && (
        <Typography ref={focus.emptyText} tabIndex={-1} sx={{ color: 'text.secondary' }}>
          {t('accountSessions.noOthers')}
        </Typography>
      )}
      {others && others.length > 0 && (
        <Button variant="contained" color="error" onClick={() => ask('others')} sx={{ mt: 1 }}>
          {t('accountSessions.endOthers')}
        </Button>
      )}
      <ConfirmDialog
        open={confirmOpen}
        title={
          target === 'others'
            ? t('accountSessions.endOthersConfirmTitle')
            : t('accountSessions.endOneConfirmTitle', { browser: name })
        }
        confirmLabel={target === 'others' ? t('accountSessions.endOthers') : t('accountSessions.endOne')}
        onConfirm={confirmEnd}
        onClose={() => setConfirmOpen(false)}
        pending={end.isPending}
        danger
        error={end.error?.message}
      >
        {target === 'others' ? t('accountSessions.endOthersConfirmText') : t('accountSessions.endOneConfirmText')}
      </ConfirmDialog>
    </TitledSection>
  );
}
