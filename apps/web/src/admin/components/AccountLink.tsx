import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** A person's name, leading to their account's page when the account still exists. */
export function AccountLink({ userId, name }: { userId: string | null; name: string }) {
  if (!userId) return name;
  return (
    <Link component={RouterLink} to={`/admin/users/${encodeURIComponent(userId)}`} sx={{ overflowWrap: 'anywhere' }}>
      {name}
    </Link>
  );
}
