import Box from '@mui/material/Box';
import type { PendingUpdateToReview } from '@portal/shared';
import { PendingUpdateReview } from './PendingUpdateReview.tsx';

/** Identity changes to review, one card each. */
export function PendingUpdateList({
  label,
  pendingUpdates,
}: {
  label: string;
  pendingUpdates: PendingUpdateToReview[];
}) {
  return (
    <Box component="ul" aria-label={label} sx={{ display: 'grid', gap: 2, p: 0, m: 0, listStyle: 'none' }}>
      {pendingUpdates.map((pendingUpdate) => (
        <li key={pendingUpdate.pendingUpdateId}>
          <PendingUpdateReview pendingUpdate={pendingUpdate} />
        </li>
      ))}
    </Box>
  );
}
