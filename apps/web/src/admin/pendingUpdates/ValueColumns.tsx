import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { PendingUpdateToReview } from '@portal/shared';
import { useJobs } from '../../forms/job/useJobs.ts';
import { DirectoryRecordText } from '../rppsCheck/DirectoryRecordText.tsx';
import { pendingValueText } from './pendingValue.ts';

function ValueColumn({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box component="dt" sx={{ fontWeight: 600, color: 'text.secondary', fontSize: '0.875rem' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

/** The current value, the asked value and the directory's record for the RPPS the account would have, side by side (stacked on narrow screens). */
export function ValueColumns({ pendingUpdate }: { pendingUpdate: PendingUpdateToReview }) {
  const { t } = useTranslation();
  const jobs = useJobs(true);
  const { field, rppsCheck } = pendingUpdate;
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
    >
      <ValueColumn label={t('admin.pendingUpdates.current')}>
        {pendingValueText(t, field, pendingUpdate.currentValue, jobs)}
      </ValueColumn>
      <ValueColumn label={t('admin.pendingUpdates.asked')}>
        <strong>{pendingValueText(t, field, pendingUpdate.value, jobs)}</strong>
      </ValueColumn>
      <ValueColumn label={t('admin.rpps.directory')}>
        <DirectoryRecordText record={rppsCheck?.directoryRecord ?? null} />
      </ValueColumn>
    </Box>
  );
}
