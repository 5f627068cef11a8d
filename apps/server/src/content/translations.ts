import { labels } from '@portal/shared';

/** `GET /i18n.json`: the French interface texts, by locale, in i18next's resource shape. */
export const translations = { fr: { translation: labels } };
