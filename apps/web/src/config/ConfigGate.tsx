import type { ReactNode } from 'react';
import { PageLoading } from '../components/PageLoading.tsx';
import { ConfigContext } from './ConfigContext.ts';
import { ConfigLoadError } from './ConfigLoadError.tsx';
import { useClientConfig } from './useClientConfig.ts';

/** Renders its children once the configuration is loaded, or a French error state. */
export function ConfigGate({ children }: { children: ReactNode }) {
  const config = useClientConfig();
  if (config.isError) return <ConfigLoadError onRetry={() => void config.refetch()} />;
  if (!config.data) {
    return (
      <main>
        <PageLoading />
      </main>
    );
  }
  return <ConfigContext value={config.data}>{children}</ConfigContext>;
}
