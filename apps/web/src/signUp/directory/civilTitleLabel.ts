import type { TFunction } from 'i18next';
import type { CivilTitle } from '@portal/shared';

/** `M`, `MME`, or `Non défini` for Other (and for a directory row without title). */
export function civilTitleLabel(t: TFunction, title: CivilTitle | null | undefined): string {
  if (title === 'M') return t('signUp.titleM');
  if (title === 'MME') return t('signUp.titleMme');
  return t('signUp.titleOther');
}
