import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../config/ConfigContext.ts';
import { useCurrentUser } from '../user/useCurrentUser.ts';
import { LOGO_SIZE, palette } from '../app/theme.ts';
import { LinkList } from './LinkList.tsx';
import { useMainMenuEntries } from './useMainMenuEntries.ts';

/** Tagline and top links, logo and main menu, then the universes strip for visitors. */
export function Header() {
  const { t } = useTranslation();
  const { top_menu: topMenu } = useConfig();
  const { user } = useCurrentUser();
  const menuEntries = useMainMenuEntries();
  const showUniverses = !user?.hasUserRights;

  return (
    <Box component="header" sx={{ bgcolor: 'background.paper', boxShadow: 1 }}>
      <Box sx={{ bgcolor: palette.primaryDark, color: '#ffffff' }}>
        <Container sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', py: 0.75 }}>
          <Typography variant="body2">{topMenu.tagline}</Typography>
          <LinkList label={t('menu.topLinks')} entries={topMenu.top_links} sx={{ fontSize: '0.875rem' }} />
        </Container>
      </Box>
      <Container
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          py: 1.5,
        }}
      >
        <Link component={RouterLink} to="/" sx={{ display: 'inline-flex' }}>
          <Box
            component="img"
            src={topMenu.logo_url}
            alt={t('app.homeLink')}
            {...LOGO_SIZE}
            sx={{ height: 48, width: 'auto', maxWidth: '100%' }}
          />
        </Link>
        <LinkList label={t('menu.main')} entries={menuEntries} color="primary.main" />
      </Container>
      {showUniverses && topMenu.universes.length > 0 && (
        <Box sx={{ bgcolor: palette.primary, color: '#ffffff' }}>
          <Container sx={{ py: 1 }}>
            <LinkList label={t('menu.universes')} entries={topMenu.universes} />
          </Container>
        </Box>
      )}
    </Box>
  );
}
