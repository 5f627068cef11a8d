import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { passkeyLoginErrors } from '@portal/shared';
import { autofillSupported, passkeyAssertion, webAuthnSupported } from './ceremony.ts';
import { PasskeyForm } from './PasskeyForm.tsx';
import { usePasskeyButton } from './usePasskeyButton.ts';

/**
 * A sign-in without password: the user's passkeys offered in the address field's autofill as soon
 * as the screen opens (conditional mediation, `autocomplete="username webauthn"`), and the button
 * `Se connecter avec une clé d'accès` (the browser's own dialog). The passkey names the account.
 */
export function PasskeySignIn({ interactionId, error }: { interactionId: string | undefined; error?: string }) {
  const { t } = useTranslation();
  const { form, failure, pending, start } = usePasskeyButton(interactionId);

  // Back from a refused passkey, the autofill is not offered again at once (an authenticator that
  // answers by itself would loop): the button is there.
  const passkeyRefused = error !== undefined && Object.values(passkeyLoginErrors).includes(error as never);
  useEffect(() => {
    if (!interactionId || passkeyRefused) return;
    let current = true;
    void (async () => {
      if (!(await autofillSupported()) || !current) return;
      const response = await passkeyAssertion(interactionId, { autofill: true });
      if (current) form.current?.post(response);
    })().catch(() => undefined);
    return () => {
      current = false;
    };
  }, [interactionId, passkeyRefused]);

  if (!webAuthnSupported()) return null;

  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      {failure && <Alert severity="warning">{failure}</Alert>}
      <Button variant="outlined" size="large" onClick={start} disabled={!interactionId || pending}>
        {t('passkeys.signIn')}
      </Button>
      <PasskeyForm ref={form} interactionId={interactionId} />
    </Stack>
  );
}
