import { labels } from '@portal/shared';
import type { TranslationResources } from './i18n.ts';

/** The French labels as the build knows them: loaded on demand, when `GET /i18n.json` fails. */
export const bundledTranslations: TranslationResources = { fr: { translation: labels } };
