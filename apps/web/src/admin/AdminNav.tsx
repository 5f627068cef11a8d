import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useAdminRole } from './access/useAdminRole.ts';

const ENTRIES = [
  { name: 'board', path: '/admin', end: true },
  { name: 'users', path: '/admin/users' },
  { name: 'pendingUpdates', path: '/admin/pendingUpdates' },
  { name: 'support', path: '/admin/support' },
  { name: 'audit', path: '/admin/audit' },
  { name: 'adminSites', path: '/admin/adminSites', superAdmin: true },
  { name: 'clientApps', path: '/admin/clientApps', superAdmin: true },
  { name: 'directory', path: '/admin/directory', superAdmin: true },
  { name: 'mails', path: '/admin/mails', superAdmin: true },
] as const;

/** The screens of the administration space, as a row of links that wraps on narrow screens; the current one marked. */
export function AdminNav() {
  const { t } = useTranslation();
  const { isSuperAdmin } = useAdminRole();
  const entries = ENTRIES.filter((entry) => !('superAdmin' in entry) || isSuperAdmin);
  return (
    <Box component="nav" aria-label={t('menu.admin')} sx={{ mb: 3, borderBottom: 1, borderColor: 'divider', pb: 1 }}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
        {entries.map((entry) => (
          <li key={entry.name}>
            <Button
              component={NavLink}
              to={entry.path}
              end={'end' in entry}
              size="small"
              sx={{
                '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText' },
                '&.active:hover': { bgcolor: 'primary.dark' },
              }}
            >
              {t(`admin.nav.${entry.name}`)}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
