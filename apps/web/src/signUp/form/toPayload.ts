import { removeEmptyValues, type SignupEmail, type SignupPayload } from '@portal/shared';
import { phoneDigits } from '../../forms/phones/phoneList.ts';
import type { SignupFormValues, SignupKind } from './types.ts';

/** An address without its empty list of apps (none chosen: every app may use it). */
const withoutNoApps = ({ clientApps, ...email }: SignupEmail): SignupEmail =>
  clientApps?.length ? { ...email, clientApps } : email;

/**
 * The `POST /api/signup` body. A shared secretariat account sends its company name as lastName and
 * no civil title; empty values are removed (booleans are kept).
 */
export function toPayload(values: SignupFormValues, kind: SignupKind): SignupPayload {
  const corporation = kind === 'no-rpps' && values.isCorporation;
  const payload: SignupPayload = {
    civilTitle: corporation || values.civilTitle === '' ? undefined : values.civilTitle,
    lastName: corporation ? values.corporationName.trim() : values.lastName.trim(),
    firstName: corporation ? undefined : values.firstName.trim(),
    rpps: kind === 'rpps' ? values.rpps.trim() : undefined,
    phones: values.phones.map(({ phone, isPrincipal }) => ({ phone: phoneDigits(phone), isPrincipal })),
    emails: values.email ? [withoutNoApps(values.email)] : [],
    password: values.password,
    confirmPassword: values.confirmPassword,
    jobCode: values.jobCode,
    jobPlaces: values.jobPlaces.map(({ jobPlaceId, adminSiteId }) => ({ jobPlaceId, adminSiteId })),
    isCorporation: kind === 'no-rpps' ? corporation : undefined,
  };
  return removeEmptyValues(payload) as SignupPayload;
}
