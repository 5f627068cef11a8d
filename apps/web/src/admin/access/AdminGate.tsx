import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { PageLoading } from '../../components/PageLoading.tsx';
import { useAdminRole } from './useAdminRole.ts';

/** The administration space for administrators; a visitor goes to the portal's sign-in, anyone else is told no. */
export function AdminGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { access } = useAdminRole();
  if (access === 'pending') return <PageLoading />;
  if (access === 'anonymous') return <Navigate to="/" replace />;
  if (access === 'refused') return <Alert severity="warning">{t('admin.refused')}</Alert>;
  return children;
}
