import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The query of the hash route (`/#/login?interactionId=...&err=...`) and a way to drop
 * parameters once used, so a notification is not shown twice.
 */
export function useHashQuery() {
  const [params, setParams] = useSearchParams();
  const remove = useCallback(
    (...names: string[]) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of names) next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { get: (name: string) => params.get(name) ?? undefined, remove };
}
