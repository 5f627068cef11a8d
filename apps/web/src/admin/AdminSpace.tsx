import { Navigate, Route, Routes } from 'react-router';
import { AdminGate } from './access/AdminGate.tsx';
import { AccountScreen } from './account/AccountScreen.tsx';
import { AdminNav } from './AdminNav.tsx';
import { AdminSitesScreen } from './adminSites/AdminSitesScreen.tsx';
import { AuditScreen } from './audit/AuditScreen.tsx';
import { BoardScreen } from './board/BoardScreen.tsx';
import { ClientAppsScreen } from './clientApps/ClientAppsScreen.tsx';
import { DirectoryRefreshScreen } from './directoryRefresh/DirectoryRefreshScreen.tsx';
import { FailedMailsScreen } from './failedMails/FailedMailsScreen.tsx';
import { PendingUpdatesScreen } from './pendingUpdates/PendingUpdatesScreen.tsx';
import { SupportScreen } from './support/SupportScreen.tsx';
import { AccountSearchScreen } from './users/AccountSearchScreen.tsx';

/** `/admin/*`: the administration space, for administrators only, its navigation above its screens. */
export default function AdminSpace() {
  return (
    <AdminGate>
      <AdminNav />
      <Routes>
        <Route index element={<BoardScreen />} />
        <Route path="users" element={<AccountSearchScreen />} />
        <Route path="users/:userId" element={<AccountScreen />} />
        <Route path="pendingUpdates" element={<PendingUpdatesScreen />} />
        <Route path="support" element={<SupportScreen />} />
        <Route path="audit" element={<AuditScreen />} />
        <Route path="adminSites" element={<AdminSitesScreen />} />
        <Route path="clientApps" element={<ClientAppsScreen />} />
        <Route path="directory" element={<DirectoryRefreshScreen />} />
        <Route path="mails" element={<FailedMailsScreen />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </AdminGate>
  );
}
