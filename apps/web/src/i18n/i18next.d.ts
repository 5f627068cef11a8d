import 'i18next';
import type { Labels } from '@portal/shared';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Labels };
  }
}
