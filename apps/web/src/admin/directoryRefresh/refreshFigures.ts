import type { TFunction } from 'i18next';
import { formatChangedPercent, type DirectoryRefresh } from '@portal/shared';

const COUNT = new Intl.NumberFormat('fr-FR');

/** `12 345`, or `—` while it is not known yet. */
export const countText = (t: TFunction, value: number | null) =>
  value === null ? t('admin.none') : COUNT.format(value);

/** `5,25 %`, or `—` while it is not known yet. */
export const percentText = (t: TFunction, value: number | null) =>
  value === null ? t('admin.none') : formatChangedPercent(value);

/** `12 ajoutés, 3 retirés, 5 noms modifiés, 1 civilités modifiées (0,9 %)`; `—` until the changes are counted. */
export function changesText(t: TFunction, refresh: DirectoryRefresh): string {
  const { added, removed, renamed, retitled, changedPercent } = refresh;
  if (added === null || removed === null || renamed === null || retitled === null || changedPercent === null) {
    return t('admin.none');
  }
  return t('admin.directory.changes', {
    added: COUNT.format(added),
    removed: COUNT.format(removed),
    renamed: COUNT.format(renamed),
    retitled: COUNT.format(retitled),
    percent: formatChangedPercent(changedPercent),
  });
}
