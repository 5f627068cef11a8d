import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { MenuBadge } from './MenuBadge.tsx';
import { MenuLink } from './MenuLink.tsx';

export interface LinkListEntry {
  label: string;
  url: string;
  /** A count shown beside the label, and the sentence screen readers hear for it. */
  badge?: { count: number; label: string };
}

interface LinkListProps {
  label: string;
  entries: LinkListEntry[];
  color?: string;
  sx?: SxProps<Theme>;
}

/** A named navigation landmark holding a wrapping row of links. */
export function LinkList({ label, entries, color = 'inherit', sx }: LinkListProps) {
  if (entries.length === 0) return null;
  return (
    <Box component="nav" aria-label={label} sx={sx}>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, sm: 3 }, m: 0, p: 0, listStyle: 'none' }}
      >
        {entries.map((entry) => (
          <li key={`${entry.label}-${entry.url}`}>
            <MenuLink url={entry.url} color={color} sx={{ fontWeight: 500 }}>
              {entry.label}
              {entry.badge && <MenuBadge {...entry.badge} />}
            </MenuLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}
