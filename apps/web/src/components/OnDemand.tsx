import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders its children (a dialog made with `lazyScreen`) from the first time `when` is true, and keeps
 * them afterwards so that the dialog's closing transition and focus return still happen. Until then,
 * the dialog's code is not fetched.
 */
export function OnDemand({ when, children }: { when: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(when);
  if (when && !wanted) setWanted(true);
  if (!wanted && !when) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
