import type { TFunction } from 'i18next';
import { labels, PENDING_FIELDS, type AuditDetails, type PendingField } from '@portal/shared';
import { PENDING_FIELD_LABELS } from '../pendingUpdates/pendingValue.ts';

const DETAILS = [
  'reason',
  'note',
  'field',
  'method',
  'failure',
  'email',
  'adminSite',
  'clientApp',
  'source',
  'lines',
  'added',
  'removed',
  'renamed',
  'retitled',
  'changedPercent',
] as const;
const { methods, failures } = labels.admin.audit;
/** A directory refresh's figures, recorded as numbers in words: read in French (`12 345`, `5,25`). */
const FIGURES: readonly string[] = ['lines', 'added', 'removed', 'renamed', 'retitled', 'changedPercent'];
const FIGURE = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

const isKeyOf = <T extends object>(words: T, value: string): value is Extract<keyof T, string> => value in words;

/** A detail's value in words: a field, a sign-in method or failure by its French name, a figure in French, else as recorded. */
function detailValue(t: TFunction, detail: (typeof DETAILS)[number], value: string): string {
  if (detail === 'field' && (PENDING_FIELDS as readonly string[]).includes(value)) {
    return t(PENDING_FIELD_LABELS[value as PendingField]);
  }
  if (detail === 'method' && isKeyOf(methods, value)) return t(`admin.audit.methods.${value}`);
  if (detail === 'failure' && isKeyOf(failures, value)) return t(`admin.audit.failures.${value}`);
  if (FIGURES.includes(detail) && value.trim() !== '' && Number.isFinite(Number(value))) {
    return FIGURE.format(Number(value));
  }
  return value;
}

/** Each detail an event carries, as `Motif : …`, `Méthode : mot de passe`, … */
export function auditDetailTexts(t: TFunction, details: AuditDetails): string[] {
  return DETAILS.flatMap((detail) => {
    const value = details[detail];
    return value ? [t(`admin.audit.detail.${detail}`, { value: detailValue(t, detail, value) })] : [];
  });
}
