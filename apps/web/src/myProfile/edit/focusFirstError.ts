import type { FieldErrors, UseFormSetFocus } from 'react-hook-form';
import type { ProfileFormValues } from './formValues.ts';
import { FIELD_ORDER } from './profileResolver.ts';

/** Scrolls to the first failing field, in form order, and puts the focus on it. */
export function focusFirstError(errors: FieldErrors<ProfileFormValues>, setFocus: UseFormSetFocus<ProfileFormValues>) {
  const first = FIELD_ORDER.find((name) => errors[name]);
  if (!first) return;
  setFocus(first);
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body) {
    focused.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }
}
