import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import { TitledSection } from '../../components/TitledSection.tsx';

/** A part of an account's page under its level-2 title. */
export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <TitledSection title={title}>{children}</TitledSection>
    </Paper>
  );
}
