import type { TFunction } from 'i18next';
import type { Job, PendingField } from '@portal/shared';
import { civilTitleText } from '../../forms/civilTitleText.ts';

/** The label of a field an identity change touches, as the profile names it. */
export const PENDING_FIELD_LABELS = {
  civilTitle: 'fields.civilTitle',
  firstName: 'fields.firstName',
  lastName: 'fields.lastName',
  rpps: 'fields.rpps',
  jobCode: 'fields.job',
} as const satisfies Record<PendingField, string>;

/** A value of a field as read: a civil title or a profession by its label, `suppression` for none. */
export function pendingValueText(t: TFunction, field: PendingField, value: string | null, jobs: Job[]): string {
  if (value === null || value === '') return t('admin.pendingUpdates.removal');
  if (field === 'civilTitle') return civilTitleText(t, value);
  if (field === 'jobCode') return jobs.find((job) => job.jobCode === value)?.jobLabel ?? value;
  return value;
}
