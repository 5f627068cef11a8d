/** How a sign-in by Pro Santé Connect is described to the client apps (the portal's ID token). */

/** RFC 8176: several factors, the provider's (a CPS card or the e-CPS app, with its code). */
export const PSC_AMR = ['psc', 'mfa'];
/** The eIDAS level asked of Pro Santé Connect (substantial), which the portal's ID token passes on. */
export const PSC_ACR = 'eidas1';
