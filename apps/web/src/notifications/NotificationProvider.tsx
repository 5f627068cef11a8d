import { useCallback, useRef, useState, type ReactNode } from 'react';
import { lazyScreen } from '../app/lazyScreen.ts';
import { OnDemand } from '../components/OnDemand.tsx';
import { NotifyContext, type Enqueue, type NotificationVariant } from './notifyContext.ts';

// Most visits show no notification: notistack loads with the first one.
const NotificationHost = lazyScreen(() => import('./NotificationHost.tsx').then((m) => m.NotificationHost));

/** Notifications (`useNotify`) for the whole app; those asked for while the host loads wait for it. */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const host = useRef<Enqueue>(undefined);
  const pending = useRef<{ message: ReactNode; variant: NotificationVariant }[]>([]);

  const enqueue = useCallback<Enqueue>((message, variant) => {
    if (host.current) return host.current(message, variant);
    pending.current.push({ message, variant });
    setWanted(true);
  }, []);
  const onReady = useCallback((ready: Enqueue) => {
    host.current = ready;
    for (const { message, variant } of pending.current.splice(0)) ready(message, variant);
  }, []);

  return (
    <NotifyContext value={enqueue}>
      {children}
      <OnDemand when={wanted}>
        <NotificationHost onReady={onReady} />
      </OnDemand>
    </NotifyContext>
  );
}
