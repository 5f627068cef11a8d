import { SignupForm } from './form/SignupForm.tsx';

/** Secretariats: the form, with the shared-account option and no RPPS number. */
export function SignupNoRpps() {
  return <SignupForm kind="no-rpps" />;
}
