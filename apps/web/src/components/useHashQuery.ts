import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The query of the hash route (`/#/login?interactionId=...&err=...`), a way to drop parameters
 * once used, so a notification is not shown twice, and a way to change some (an empty value drops
 * one), as a new history entry unless `replace`.
 */
export function useHashQuery() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | undefined>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const remove = useCallback(
    (...names: string[]) => update(Object.fromEntries(names.map((name) => [name, undefined])), true),
    [update],
  );
  return { get: (name: string) => params.get(name) ?? undefined, remove, set: update };
}
