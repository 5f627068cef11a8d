import Alert from '@mui/material/Alert';
import { PageLoading } from '../../components/PageLoading.tsx';

/** While a query loads, a spinner; when it failed, the server's French message. */
export function QueryStatus({ query }: { query: { isPending: boolean; error: Error | null } }) {
  if (query.error) return <Alert severity="error">{query.error.message}</Alert>;
  if (query.isPending) return <PageLoading />;
  return null;
}
