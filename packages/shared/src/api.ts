/** Shapes of the JSON answers of the sign-in calls (spec section 7), beyond the domain's. */

/** `GET /api/users/me` error body, and every other error body: a French message. */
export interface ErrorBody {
  message: string;
  code?: string;
}

export interface PortalLoginAnswer {
  authUrl: string;
}

/** What `GET` on the authorization URL ends on, read by the login screen. */
export interface InteractionAnswer {
  interactionId: string;
  interactionType: 'login' | 'otp' | 'totp' | 'passkey';
  /** The code screens the passkey screen offers instead (`otp` or `totp`), none when the app wants a passkey. */
  alternatives?: ('otp' | 'totp')[];
}

export interface SendCodeAnswer {
  messageId: string;
  prefix: string;
  /** The principal address the code went to, masked (`maskEmail`). */
  sentTo: string;
}
