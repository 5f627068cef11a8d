import { useTranslationsLoader } from './useTranslationsLoader.ts';

/** Loads the server's translations; renders nothing. */
export function TranslationsLoader() {
  useTranslationsLoader();
  return null;
}
