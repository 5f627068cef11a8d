import { useRef, useState } from 'react';
import { passkeyMessages } from '@portal/shared';
import { endedByChoice, passkeyAssertion } from './ceremony.ts';
import type { PasskeyFormHandle } from './PasskeyForm.tsx';

/**
 * A button's passkey ceremony for the interaction (the browser's own dialog): its assertion posted
 * with `form` (a `PasskeyForm`), or why it did not happen, in French.
 */
export function usePasskeyButton(interactionId: string | undefined) {
  const form = useRef<PasskeyFormHandle>(null);
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  async function start(): Promise<void> {
    if (!interactionId) return;
    setFailure(undefined);
    setPending(true);
    try {
      form.current?.post(await passkeyAssertion(interactionId));
    } catch (refused) {
      setFailure(endedByChoice(refused) ? passkeyMessages.cancelled : passkeyMessages.unsupported);
      setPending(false);
    }
  }

  return { form, failure, pending, start: () => void start() };
}
