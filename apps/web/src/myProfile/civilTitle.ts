import type { TFunction } from 'i18next';

/** `M`, `MME`, or `Non défini` for Other. */
export function civilTitleText(t: TFunction, title: string): string {
  if (title === 'M') return t('myProfile.titleM');
  if (title === 'MME') return t('myProfile.titleMme');
  return t('myProfile.civilTitleOther');
}
