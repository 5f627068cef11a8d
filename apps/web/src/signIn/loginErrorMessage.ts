import { loginErrors, messages } from '@portal/shared';

/** The message for the `err` query of the sign-in screens; any unknown value gets the generic one. */
export function loginErrorMessage(err: string | undefined): string | undefined {
  if (err === undefined || err === '') return undefined;
  return Object.hasOwn(loginErrors, err) ? loginErrors[err as keyof typeof loginErrors] : messages.genericError;
}
