import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** One row of the read view: a term and its value (one column on narrow screens). */
export function ReadRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '14rem 1fr' },
        gap: { xs: 0.25, sm: 2 },
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box component="dt" sx={{ fontWeight: 600, color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}
