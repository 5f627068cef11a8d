/**
 * The authentication context classes (`acr`) the portal states, and the sign-ins that reach each:
 * read by the provider's checks (`acr.ts`) and by the configuration (a client app's `required_acr`).
 */
import { ACR_PHISHING_RESISTANT } from '@portal/shared';
import { PSC_ACR } from '../psc/assurance.ts';

/** The password alone (possible only when `auth.otp_is_mandatory` is false). */
export const ACR_PASSWORD = 'urn:portail-anapath:acr:pwd';
/** The password and a second factor: a code by e-mail or an authenticator app's. */
export const ACR_TWO_FACTORS = 'urn:portail-anapath:acr:mfa';
/**
 * A passkey was used (bound to the portal's origin, it cannot be relayed by a fake page): alone
 * with user verification, or after the password. Either way two factors, so it reaches `mfa`.
 */
export { ACR_PHISHING_RESISTANT };

/** Each class a client may ask for, and the sign-ins that reach it. */
export const REACHED_BY: Record<string, readonly string[]> = {
  [ACR_PASSWORD]: [ACR_PASSWORD, ACR_TWO_FACTORS, PSC_ACR, ACR_PHISHING_RESISTANT],
  [ACR_TWO_FACTORS]: [ACR_TWO_FACTORS, PSC_ACR, ACR_PHISHING_RESISTANT],
  [PSC_ACR]: [PSC_ACR],
  [ACR_PHISHING_RESISTANT]: [ACR_PHISHING_RESISTANT],
};
export const ACR_VALUES_SUPPORTED = Object.keys(REACHED_BY);
