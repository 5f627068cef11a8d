import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DirectoryRefresh } from '@portal/shared';
import { DataList } from '../components/DataList.tsx';
import { formatDateTime } from '../components/formatDateTime.ts';
import { changesText, countText } from './refreshFigures.ts';

/** The latest finished refreshes: when, how each ended and why, what it read and changed. */
export function RecentRefreshes({ refreshes }: { refreshes: DirectoryRefresh[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const label = t('admin.directory.recent');
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={titleId} variant="h2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {refreshes.length === 0 ? (
        <Typography>{t('admin.directory.recentEmpty')}</Typography>
      ) : (
        <DataList
          label={label}
          rows={refreshes}
          rowKey={(refresh) => refresh.id}
          columns={[
            { key: 'date', label: t('admin.directory.startedAt'), render: (r) => formatDateTime(r.startedAt) },
            {
              key: 'outcome',
              label: t('admin.directory.outcome'),
              render: (r) => t(`admin.directory.states.${r.state}`),
            },
            { key: 'lines', label: t('admin.directory.lines'), render: (r) => countText(t, r.lines) },
            {
              key: 'practitioners',
              label: t('admin.directory.practitioners'),
              render: (r) => countText(t, r.practitioners),
            },
            { key: 'changes', label: t('admin.directory.changedPercent'), render: (r) => changesText(t, r) },
            { key: 'reason', label: t('admin.directory.reason'), render: (r) => r.reason ?? t('admin.none') },
          ]}
        />
      )}
    </Paper>
  );
}
