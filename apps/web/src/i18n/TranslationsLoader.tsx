import type { ReactNode } from 'react';
import { StartLoading } from '../components/PageLoading.tsx';
import { useTranslationsLoader } from './useTranslationsLoader.ts';

/** Renders its children once the interface texts are loaded (see `useTranslationsLoader`). */
export function TranslationsLoader({ children }: { children: ReactNode }) {
  return useTranslationsLoader() ? children : <StartLoading />;
}
