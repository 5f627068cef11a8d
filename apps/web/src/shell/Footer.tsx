import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { ACCESSIBILITY_STATEMENT_ROUTE } from '@portal/shared';
import { useConfig } from '../config/ConfigContext.ts';
import { SanitizedHtml } from '../components/SanitizedHtml.tsx';
import { LOGO_SIZE, palette } from '../app/theme.ts';
import { ManageCookiesButton } from '../tracking/ManageCookiesButton.tsx';
import { LinkList } from './LinkList.tsx';

/**
 * Configured footer links, the legal notice, the accessibility mention (RGAA's « Accessibilité : … »,
 * leading to the statement) and cookies-policy links, the cookie-consent button and the optional sub-footer.
 */
export function Footer() {
  const { t } = useTranslation();
  const { footer, tracking, accessibility } = useConfig();
  const links = [
    ...footer.links,
    { label: t('legalNotice.title'), url: '/#/legalNotice' },
    {
      label: t('accessibilityStatement.footerLink', { state: accessibility.conformance_state }),
      url: `/#${ACCESSIBILITY_STATEMENT_ROUTE}`,
    },
    { label: tracking.btnCookiesPolicy, url: '/#/cookiesPolicy' },
  ];

  return (
    <Box component="footer" sx={{ bgcolor: palette.text, color: '#ffffff', mt: 6 }}>
      <Container sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3, py: 3 }}>
        <Box
          component="img"
          src={footer.logo_url}
          alt={t('app.name')}
          {...LOGO_SIZE}
          sx={{ height: 48, width: 'auto', p: 0.5, bgcolor: '#ffffff', borderRadius: 1 }}
        />
        <LinkList label={t('menu.footer')} entries={links} />
        <ManageCookiesButton />
      </Container>
      {footer.subFooter && (
        <Box sx={{ borderTop: '1px solid rgba(255,255,255,0.3)' }}>
          <Container sx={{ py: 1.5, fontSize: '0.875rem' }}>
            <SanitizedHtml html={footer.subFooter} />
          </Container>
        </Box>
      )}
    </Box>
  );
}
