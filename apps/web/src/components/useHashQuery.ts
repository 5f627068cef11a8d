import { useCallback } from 'react';
import { useHref, useLocation, useSearchParams } from 'react-router';

/**
 * The query of the hash route (`/#/login?interactionId=...&err=...`), a way to drop parameters
 * once used, so a notification is not shown twice, and a way to change some (an empty value drops
 * one), as a new history entry unless `replace`; none once the address has left the screen.
 */
export function useHashQuery() {
  const [params, setParams] = useSearchParams();
  const left = useScreenLeft();
  const update = useCallback(
    (changes: Record<string, string | undefined>, replace = false) => {
      if (left()) return;
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
      );
    },
    [left, setParams],
  );
  const remove = useCallback(
    (...names: string[]) => update(Object.fromEntries(names.map((name) => [name, undefined])), true),
    [update],
  );
  return { get: (name: string) => params.get(name) ?? undefined, remove, set: update };
}

/**
 * Whether the address has moved on to another screen while this one still shows: the router renders
 * the next screen in a transition, keeping this one until the next one's file is loaded, and a
 * change of this screen's query (a search sent once typing pauses) would take the address back here.
 * Only the hash router's address can be told apart (a memory router's is not the window's).
 */
function useScreenLeft() {
  const here = useHref(useLocation().pathname);
  return useCallback(() => here.startsWith('#') && (window.location.hash.split('?')[0] || '#/') !== here, [here]);
}
