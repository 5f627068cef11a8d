const KEY = 'signUpAwaitingValidation';

/**
 * Whether this browser signed up an account that may still await validation: it keeps the portal's
 * notice until dismissed, or until the account shows as validated. Nothing of the account is kept.
 */
export const awaitingValidationFlag = {
  isSet: () => localStorage.getItem(KEY) !== null,
  set: () => localStorage.setItem(KEY, String(Date.now())),
  clear: () => localStorage.removeItem(KEY),
};
