import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageLoading } from '../components/PageLoading.tsx';
import { AdminGate } from './access/AdminGate.tsx';
import { AdminNav } from './AdminNav.tsx';
import {
  AccountScreen,
  AccountSearchScreen,
  AdminSitesScreen,
  AuditScreen,
  BoardScreen,
  ClientAppsScreen,
  DirectoryRefreshScreen,
  FailedMailsScreen,
  PendingUpdatesScreen,
  SupportScreen,
} from './adminScreens.ts';

/** `/admin/*`: the administration space, for administrators only, its navigation above its screens. */
export default function AdminSpace() {
  return (
    <AdminGate>
      <AdminNav />
      <Suspense fallback={<PageLoading />}>
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
      </Suspense>
    </AdminGate>
  );
}
