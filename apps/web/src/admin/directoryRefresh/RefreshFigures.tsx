import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { DirectoryRefresh } from '@portal/shared';
import { countText, percentText } from './refreshFigures.ts';

const COUNTS = ['lines', 'practitioners', 'added', 'removed', 'renamed', 'retitled'] as const;

/** A refresh's figures, each a term and its value: lines read, practitioners, what changed and its share. */
export function RefreshFigures({ refresh }: { refresh: DirectoryRefresh }) {
  const { t } = useTranslation();
  const figures = [
    ...COUNTS.map((name) => ({ name, value: countText(t, refresh[name]) })),
    { name: 'changedPercent' as const, value: percentText(t, refresh.changedPercent) },
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))' }}
    >
      {figures.map(({ name, value }) => (
        <Box key={name} sx={{ minWidth: 0 }}>
          <Box component="dt" sx={{ fontWeight: 600, color: 'text.secondary', fontSize: '0.875rem' }}>
            {t(`admin.directory.${name}`)}
          </Box>
          <Box component="dd" sx={{ m: 0, fontSize: '1.25rem' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
