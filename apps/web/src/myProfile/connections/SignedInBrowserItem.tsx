import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SignedInBrowser } from '@portal/shared';
import { frenchDateTime } from './dates.ts';

interface SignedInBrowserItemProps {
  browser: SignedInBrowser;
  onEnd: () => void;
  endRef: Ref<HTMLButtonElement>;
}

/** A browser where the account is signed in: its name, this one marked, when, where from, and the button that ends it. */
export function SignedInBrowserItem({ browser, onEnd, endRef }: SignedInBrowserItemProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', py: 2, minWidth: 0 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {browser.browser}
        </Typography>
        {browser.current && <Chip size="small" color="primary" label={t('accountSessions.thisBrowser')} />}
      </Stack>
      <Typography variant="body2">
        {t('accountSessions.firstSeen', { date: frenchDateTime(browser.firstSeenAt) })}
      </Typography>
      <Typography variant="body2">
        {t('accountSessions.lastSeen', { date: frenchDateTime(browser.lastSeenAt) })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {t('accountSessions.address', { address: browser.address })}
      </Typography>
      {!browser.current && (
        <Button
          ref={endRef}
          variant="outlined"
          color="error"
          onClick={onEnd}
          aria-label={t('accountSessions.endOneNamed', { browser: browser.browser })}
          sx={{ mt: 1 }}
        >
          {t('accountSessions.endOne')}
        </Button>
      )}
    </Stack>
  );
}
