import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { adminMessages } from '@portal/shared';
import { PageLoading } from '../../components/PageLoading.tsx';
import { useAdminRole } from './useAdminRole.ts';

/** A screen of super administrators; other administrators read why they cannot use it. */
export function SuperAdminOnly({ children }: { children: ReactNode }) {
  const { isSuperAdmin } = useAdminRole();
  if (isSuperAdmin === undefined) return <PageLoading />;
  if (!isSuperAdmin) return <Alert severity="warning">{adminMessages.superAdminOnly}</Alert>;
  return children;
}
