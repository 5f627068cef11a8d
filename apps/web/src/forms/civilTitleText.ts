import type { TFunction } from 'i18next';

/** `M`, `MME`, or `Non défini` for Other (and for a directory row without a title). */
export function civilTitleText(t: TFunction, title: string | null | undefined): string {
  if (title === 'M') return t('fields.titleM');
  if (title === 'MME') return t('fields.titleMme');
  return t('fields.titleOther');
}
