import { lazyScreen } from '../app/lazyScreen.ts';

// Each screen of the administration space is fetched when shown: the board or an account's page,
// where an administrator lands, loads without the lists, the log and the super administrator's screens.
export const BoardScreen = lazyScreen(() => import('./board/BoardScreen.tsx').then((m) => m.BoardScreen));
export const AccountScreen = lazyScreen(() => import('./account/AccountScreen.tsx').then((m) => m.AccountScreen));
export const AccountSearchScreen = lazyScreen(() =>
  import('./users/AccountSearchScreen.tsx').then((m) => m.AccountSearchScreen),
);
export const PendingUpdatesScreen = lazyScreen(() =>
  import('./pendingUpdates/PendingUpdatesScreen.tsx').then((m) => m.PendingUpdatesScreen),
);
export const SupportScreen = lazyScreen(() => import('./support/SupportScreen.tsx').then((m) => m.SupportScreen));
export const AuditScreen = lazyScreen(() => import('./audit/AuditScreen.tsx').then((m) => m.AuditScreen));
export const AdminSitesScreen = lazyScreen(() =>
  import('./adminSites/AdminSitesScreen.tsx').then((m) => m.AdminSitesScreen),
);
export const ClientAppsScreen = lazyScreen(() =>
  import('./clientApps/ClientAppsScreen.tsx').then((m) => m.ClientAppsScreen),
);
export const DirectoryRefreshScreen = lazyScreen(() =>
  import('./directoryRefresh/DirectoryRefreshScreen.tsx').then((m) => m.DirectoryRefreshScreen),
);
export const FailedMailsScreen = lazyScreen(() =>
  import('./failedMails/FailedMailsScreen.tsx').then((m) => m.FailedMailsScreen),
);
