import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The values of a read-view row, one `<li>` each, or the `empty` text when there is none. */
export function ReadList({ items, empty }: { items: ReactNode[]; empty?: string }) {
  if (items.length === 0 && empty !== undefined) return empty;
  return (
    <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
      {items}
    </Box>
  );
}
