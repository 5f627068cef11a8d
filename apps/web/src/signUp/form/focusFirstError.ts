import type { FieldErrors, UseFormSetFocus } from 'react-hook-form';
import { FIELD_ORDER } from './signupResolver.ts';
import type { SignupFormValues } from './types.ts';

/** Scrolls to the first failing field, in form order, and puts the focus on it. */
export function focusFirstError(errors: FieldErrors<SignupFormValues>, setFocus: UseFormSetFocus<SignupFormValues>) {
  const first = FIELD_ORDER.find((name) => errors[name]);
  if (!first) return;
  setFocus(first);
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body) {
    focused.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }
}
