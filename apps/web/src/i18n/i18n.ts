import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { startLabels } from '@portal/shared';

const LOCALE = 'fr';

/** What `GET /i18n.json` answers: i18next resources by locale. */
export type TranslationResources = Record<string, { translation?: Record<string, unknown> }>;

/**
 * An i18next instance holding `labels`: the portal starts with the few it may show before
 * `GET /i18n.json` answers (its tests give them all).
 */
export function createI18n(labels: Record<string, unknown> = { app: startLabels }): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: LOCALE,
    fallbackLng: LOCALE,
    // A copy: i18next merges later bundles into the object it holds.
    resources: { [LOCALE]: { translation: structuredClone(labels) } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { bindI18nStore: 'added', useSuspense: false },
  });
  return instance;
}

/**
 * The resources each instance's store last merged: merging them again would re-render every label
 * for nothing. Keyed by the store: `useTranslation` hands out a proxy of the instance, not the instance.
 */
const merged = new WeakMap<object, TranslationResources>();

/** Whether `addTranslations` already merged these resources (by default: any) into the instance. */
export function hasTranslations(instance: i18n, resources?: TranslationResources): boolean {
  const last = merged.get(instance.store);
  return resources === undefined ? last !== undefined : last === resources;
}

/** Merges the server's translations over the labels the instance holds. */
export function addTranslations(instance: i18n, resources: TranslationResources): void {
  merged.set(instance.store, resources);
  for (const [locale, namespaces] of Object.entries(resources)) {
    if (namespaces.translation) {
      instance.addResourceBundle(locale, 'translation', namespaces.translation, true, true);
    }
  }
}
