import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INTERACTION_TYPES } from '@portal/shared';
import { useConfig } from '../config/ConfigContext.ts';
import { useAdminWaiting } from '../admin/menu/useAdminWaiting.ts';
import { useCurrentUser } from '../user/useCurrentUser.ts';
import type { LinkListEntry } from './LinkList.tsx';

const PORTAL_PATHS = new Set(['/', '/consent', ...INTERACTION_TYPES.map((type) => `/${type}`)]);

/**
 * Main menu: for a signed-in user the portal's own entries (each hidden where it makes no sense),
 * for an anonymous visitor the configured links; nothing while `/me` is unanswered. The
 * administration space shows how many things wait there.
 */
export function useMainMenuEntries(): LinkListEntry[] {
  const { t } = useTranslation();
  const config = useConfig();
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const waiting = useAdminWaiting(Boolean(user?.hasAdminRights && user.activated));
  if (user === undefined) return [];
  if (user === null) return config.top_menu.links;

  const entries: LinkListEntry[] = [];
  if (user.hasAdminRights) {
    const badge = waiting > 0 ? { count: waiting, label: t('admin.waiting', { count: waiting }) } : undefined;
    entries.push({ label: t('menu.admin'), url: '/#/admin', badge });
  }
  if (pathname !== '/myProfile') entries.push({ label: t('menu.myAccount'), url: '/#/myProfile' });
  if (!PORTAL_PATHS.has(pathname)) entries.push({ label: t('menu.backToPortal'), url: '/' });
  entries.push({ label: t('menu.logout'), url: '/logoutPortal' });
  entries.push({ label: t('menu.help'), url: '/user-guide/UserGuide.html' });
  return entries;
}
