import { useEffect, useState, type ReactNode } from 'react';

/** Shows its children only after `delayMs`. */
export function DelayedBanner({ delayMs, children }: { delayMs: number; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return shown ? children : null;
}
