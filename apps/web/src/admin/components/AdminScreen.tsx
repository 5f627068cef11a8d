import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../components/usePageTitle.ts';

/** A screen of the administration space: its level-1 title (also the tab's), then its content. */
export function AdminScreen({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
