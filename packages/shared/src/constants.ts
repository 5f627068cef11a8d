/** Business constants of spec section 9. */
export const RPPS_LENGTH = 11;
export const LOGIN_CODE_LENGTH = 6;
export const SIGNUP_CODE_LENGTH = 9;
/** The support button appears once the code was sent more than this many times. */
export const SUPPORT_AFTER_SENDS = 2;
export const LOGIN_REFRESH_MS = 5 * 60 * 1000;
export const ERROR_BANNER_DELAY_MS = 5000;
export const NOTIFICATION_MS = 5000;
export const PHONE_PREFIX = '+33';
export const TOTP_QR = { errorCorrectionLevel: 'Q', width: 500 } as const;
export const COOKIE_DEFAULT_DAYS = 7;
/** Header and cookie of the cross-site-request check (spec section 7). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const TOO_MANY_REQUESTS = 'Too many requests';
export const AUTH_SESSION_OVER = 'Authentication session is over';
export const INTERACTION_TYPES = ['login', 'otp', 'totp'] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];
