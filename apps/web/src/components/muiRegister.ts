import type { UseFormRegisterReturn } from 'react-hook-form';

/** Adapts a react-hook-form registration to an MUI TextField (the ref goes to the input). */
export function muiRegister<Name extends string>({ ref, ...rest }: UseFormRegisterReturn<Name>) {
  return { ...rest, inputRef: ref };
}
