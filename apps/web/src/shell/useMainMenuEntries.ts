import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INTERACTION_TYPES } from '@portal/shared';
import { useConfig } from '../config/ConfigContext.ts';
import { useCurrentUser } from '../user/useCurrentUser.ts';
import type { LinkListEntry } from './LinkList.tsx';

const PORTAL_PATHS = new Set(['/', ...INTERACTION_TYPES.map((type) => `/${type}`)]);

/**
 * Main menu: for a signed-in user the portal's own entries (each hidden where it makes no sense),
 * for an anonymous visitor the configured links; nothing while `/me` is unanswered.
 */
export function useMainMenuEntries(): LinkListEntry[] {
  const { t } = useTranslation();
  const config = useConfig();
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  if (user === undefined) return [];
  if (user === null) return config.top_menu.links;

  const entries: LinkListEntry[] = [];
  if (user.hasAdminRights) entries.push({ label: t('menu.admin'), url: '/admin' });
  if (pathname !== '/myProfile') entries.push({ label: t('menu.myAccount'), url: '/#/myProfile' });
  if (!PORTAL_PATHS.has(pathname)) entries.push({ label: t('menu.backToPortal'), url: '/' });
  entries.push({ label: t('menu.logout'), url: '/logoutPortal' });
  entries.push({ label: t('menu.help'), url: '/user-guide/UserGuide.html' });
  return entries;
}
