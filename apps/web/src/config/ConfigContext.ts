import { createContext, useContext } from 'react';
import type { ClientConfig } from '@portal/shared';

export const ConfigContext = createContext<ClientConfig | null>(null);

/** The client configuration; only usable under `ConfigGate`, which waits for it. */
export function useConfig(): ClientConfig {
  const config = useContext(ConfigContext);
  if (config === null) throw new Error('useConfig must be used under ConfigGate');
  return config;
}
