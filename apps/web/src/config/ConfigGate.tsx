import { useDeferredValue, useState, type ReactNode } from 'react';
import { StartLoading } from '../components/PageLoading.tsx';
import { useCurrentUser } from '../user/useCurrentUser.ts';
import { ConfigContext } from './ConfigContext.ts';
import { ConfigLoadError } from './ConfigLoadError.tsx';
import { useClientConfig } from './useClientConfig.ts';

/**
 * Renders its children once the configuration is loaded, or a French error state. It also waits for
 * the first answer of `/me` (both leave with the scripts, preloaded by index.html): the screens then
 * lay out once, instead of again when the visitor is known (the sign-in invitation, the menus).
 */
export function ConfigGate({ children }: { children: ReactNode }) {
  const config = useClientConfig();
  const { isPending: userPending } = useCurrentUser();
  const [userKnown, setUserKnown] = useState(false);
  if (!userPending && !userKnown) setUserKnown(true);
  // At start the three answers are already there (main.tsx, loadStartData). When they come later (the
  // configuration asked again), the whole app renders at that moment: deferred, React renders it in
  // slices that leave the phone free to answer a tap, instead of one long task.
  const data = useDeferredValue(userKnown ? config.data : undefined);
  if (config.isError) return <ConfigLoadError onRetry={() => void config.refetch()} />;
  if (!data) return <StartLoading />;
  return <ConfigContext value={data}>{children}</ConfigContext>;
}
