import { forwardRef, useImperativeHandle, useRef } from 'react';
import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';

export interface PasskeyFormHandle {
  /** Posts the assertion to the interaction: the browser follows the answer (the next step, or an `err`). */
  post(response: AuthenticationResponseJSON): void;
}

/** The hidden form a passkey's assertion is posted with, as the password's form is. */
export const PasskeyForm = forwardRef<PasskeyFormHandle, { interactionId: string | undefined }>(function PasskeyForm(
  { interactionId },
  ref,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => ({
    post(response) {
      if (!formRef.current || !fieldRef.current) return;
      fieldRef.current.value = JSON.stringify(response);
      formRef.current.submit();
    },
  }));
  if (!interactionId) return null;
  return (
    <form ref={formRef} method="post" action={`/oidc/interaction/${encodeURIComponent(interactionId)}/passkey`} hidden>
      <input ref={fieldRef} type="hidden" name="credential" />
    </form>
  );
});
