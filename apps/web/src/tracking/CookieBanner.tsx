import { useEffect, useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { palette } from '../app/theme.ts';
import { useConfig } from '../config/ConfigContext.ts';
import { useCookieConsent } from './CookieConsentContext.tsx';

/**
 * The cookie banner: the configured sentences around the cookies-policy link, then « Refuser » and
 * « Accepter », equally easy. A named region at the top of the page, in the flow: it covers nothing,
 * the page scrolls past it on a phone, and the keyboard reaches it right after the skip link. Not a
 * dialog: the page stays usable while no choice is made. Each button is named after the cookies it
 * acts on: another screen's « Refuser » may be beside it (the consent of an application).
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const { tracking } = useConfig();
  const { bannerShown, bannerRequests, accept, reject } = useCookieConsent();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (bannerRequests > 0) heading.current?.focus();
  }, [bannerRequests]);

  if (!bannerShown) return null;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ bgcolor: '#ffffff', borderBottom: `4px solid ${palette.primary}`, boxShadow: 1 }}
    >
      <Container sx={{ py: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box sx={{ flex: '1 1 28rem', minWidth: 0 }}>
          <Typography
            component="h2"
            variant="h6"
            id={headingId}
            ref={heading}
            tabIndex={-1}
            sx={{ mb: 0.5, '&:focus-visible': { outline: `3px solid ${palette.primaryDark}`, outlineOffset: '2px' } }}
          >
            {t('tracking.bannerTitle')}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {tracking.sentenceBefore}{' '}
            <Link component={RouterLink} to="/cookiesPolicy">
              {tracking.btnCookiesPolicy}
            </Link>{' '}
            {tracking.sentenceAfter}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button
            variant="contained"
            onClick={reject}
            aria-label={nameStartingWith(tracking.btnRejectCookies, t('buttonNames.rejectCookies'))}
          >
            {tracking.btnRejectCookies}
          </Button>
          <Button
            variant="contained"
            onClick={accept}
            aria-label={nameStartingWith(tracking.btnAcceptCookies, t('buttonNames.acceptCookies'))}
          >
            {tracking.btnAcceptCookies}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}

/**
 * The button's accessible name: the full one when it starts with the configured word (« Refuser »
 * → « Refuser les cookies de mesure d'audience »); else the operator's word, then what it acts on.
 */
function nameStartingWith(visible: string, full: string): string {
  const word = visible.trim();
  return full.toLocaleLowerCase('fr').startsWith(word.toLocaleLowerCase('fr'))
    ? full
    : `${word} : ${full.slice(full.indexOf(' ') + 1)}`;
}
