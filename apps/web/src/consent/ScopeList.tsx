import Box from '@mui/material/Box';
import { scopeLabel } from './scopeLabel.ts';

/** What an application reads (its scopes), one `<li>` each, in the user's words. */
export function ScopeList({ scopes, labelledBy }: { scopes: string[]; labelledBy?: string }) {
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={{ m: 0, pl: 3, overflowWrap: 'anywhere' }}>
      {[...new Set(scopes)].map((scope) => (
        <li key={scope}>{scopeLabel(scope)}</li>
      ))}
    </Box>
  );
}
