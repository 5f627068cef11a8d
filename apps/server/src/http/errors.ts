/** The one error a user can meet: its HTTP status, its French message, and what the browser needs of it. */
import { httpMessages, RATE_LIMITED, TOO_MANY_REQUESTS } from '@portal/shared';

export interface HttpErrorDetails {
  /** A stable code the browser may branch on (`VALIDATION`, `CAPTCHA`, ...). */
  code?: string;
  /** The form field the browser points at. */
  field?: string;
  /** Sent as a bare `text/plain` body rather than `{ message }` (the spec's `Too many requests`). */
  plain?: boolean;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: HttpErrorDetails = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code?: string) => new HttpError(400, message, { code });
/** A refused value of a form: 400 (or `status`), the field marked, code `VALIDATION`. */
export const refused = (message: string, field: string, status = 400) =>
  new HttpError(status, message, { code: 'VALIDATION', field });
export const unauthorized = (message: string = httpMessages.signInRequired) => new HttpError(401, message);
export const forbidden = (message: string = httpMessages.forbidden) => new HttpError(403, message);
export const notFound = (message: string = httpMessages.notFound) => new HttpError(404, message);
export const tooManyRequests = (message: string) => new HttpError(429, message, { code: RATE_LIMITED });
/** Sign-up's limits: the browser looks for this exact 400 body (spec section 8). */
export const signupTooManyRequests = () => new HttpError(400, TOO_MANY_REQUESTS, { plain: true });
