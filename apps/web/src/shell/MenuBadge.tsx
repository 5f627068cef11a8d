import Box from '@mui/material/Box';
import { VISUALLY_HIDDEN } from '../components/visuallyHidden.ts';

/** A count beside a menu entry; screen readers hear its sentence instead (`3 en attente`). */
export function MenuBadge({ count, label }: { count: number; label: string }) {
  return (
    <>
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          display: 'inline-block',
          ml: 0.75,
          px: 0.75,
          minWidth: '1.5em',
          borderRadius: 999,
          bgcolor: 'error.main',
          color: '#ffffff',
          fontSize: '0.75rem',
          lineHeight: 1.6,
          textAlign: 'center',
          textDecoration: 'none',
        }}
      >
        {count}
      </Box>
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {` (${label})`}
      </Box>
    </>
  );
}
