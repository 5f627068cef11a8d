import Box from '@mui/material/Box';

/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  m: '-1px',
  p: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

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
