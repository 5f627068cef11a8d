import type { FieldErrors, FieldValues, Path, UseFormSetFocus } from 'react-hook-form';

/** Scrolls to the first failing field, in form order, and puts the focus on it. */
export function focusFirstError<T extends FieldValues>(
  order: readonly Path<T>[],
  errors: FieldErrors<T>,
  setFocus: UseFormSetFocus<T>,
) {
  const first = order.find((name) => errors[name]);
  if (!first) return;
  setFocus(first);
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body) {
    focused.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }
}
