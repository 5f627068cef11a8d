import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { messages, requiredRule, signInEmailRule } from '@portal/shared';
import { lazyScreen } from '../app/lazyScreen.ts';
import { OnDemand } from '../components/OnDemand.tsx';
import { FormTextField } from '../forms/FormTextField.tsx';
import { CreateAccountPrompt } from './CreateAccountPrompt.tsx';
import { cancelPasskeyCeremony } from './passkey/ceremony.ts';
import { PasskeySignIn } from './passkey/PasskeySignIn.tsx';
import { PscSignIn } from './PscSignIn.tsx';
import { rememberSignIn, startedSignIn } from './startedSignIn.ts';
import { useInteraction } from './useInteraction.ts';

// Fetched when first opened: the sign-in screen, where client apps send a doctor, loads without it.
const ForgotPasswordDialog = lazyScreen(() => import('./ForgotPasswordDialog.tsx').then((m) => m.ForgotPasswordDialog));

interface LoginFields {
  login: string;
  password: string;
}

interface LoginFormProps {
  /** The interaction of the hash query, when a client app sent the visitor here. */
  interactionId?: string;
  /** The message of the hash query's `err`. */
  error?: string;
  /** The client id of the tile that asked to sign in: that app is offered once signed in. */
  forApp?: string;
}

/**
 * E-mail and password, checked here first, then posted by the browser itself to the provider's
 * interaction (a real form: the answer is a redirect). Under it, Pro Santé Connect into the same
 * interaction when a provider is configured.
 */
export function LoginForm({ interactionId: fromQuery, error, forApp }: LoginFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const { interactionId, failed } = useInteraction(fromQuery);
  // Back with an error, the sign-in goes on: the address typed is kept (the password is what is
  // left to type), and so is the app it was started for.
  const [started] = useState(() => (error ? startedSignIn() : undefined));
  const keptLogin = started?.login;
  const { control, handleSubmit } = useForm<LoginFields>({
    defaultValues: { login: keptLogin ?? '', password: '' },
  });
  const clientId = forApp ?? started?.clientId;
  // A form sent before its interaction is there (a fast typist, a slow network) is posted once it is.
  const [sentEarly, setSentEarly] = useState(false);
  const onSubmit = handleSubmit(({ login }) => {
    // The password is chosen: the passkeys offered in the autofill are no longer waited for.
    cancelPasskeyCeremony();
    rememberSignIn({ login, clientId });
    if (interactionId) formRef.current?.submit();
    else setSentEarly(true);
  });
  useEffect(() => {
    if (sentEarly && interactionId) formRef.current?.submit();
  }, [sentEarly, interactionId]);
  const action = interactionId ? `/oidc/interaction/${encodeURIComponent(interactionId)}/login` : undefined;

  return (
    <>
      <Box component="form" ref={formRef} method="post" action={action} noValidate onSubmit={onSubmit}>
        <input type="hidden" name="prompt" value="login" />
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          {failed && <Alert severity="error">{messages.genericError}</Alert>}
          <FormTextField
            control={control}
            name="login"
            rules={{ validate: signInEmailRule }}
            label={t('fields.email')}
            type="email"
            // `webauthn`: the browser offers the user's passkeys in this field's autofill.
            autoComplete="username webauthn"
            required
            autoFocus={!keptLogin}
          />
          <FormTextField
            control={control}
            name="password"
            rules={{ validate: requiredRule(messages.loginPasswordRequired) }}
            password
            label={t('fields.password')}
            autoComplete="current-password"
            required
            autoFocus={Boolean(keptLogin)}
          />
          <Button type="submit" variant="contained" size="large" disabled={sentEarly && !failed}>
            {t('login.submit')}
          </Button>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
            <Button variant="text" onClick={() => setForgotOpen(true)} sx={{ px: 0.5 }}>
              {t('login.forgotPassword')}
            </Button>
            <CreateAccountPrompt sx={{ alignSelf: 'center' }} />
          </Box>
        </Stack>
      </Box>
      <PasskeySignIn interactionId={interactionId} error={error} />
      <PscSignIn interactionId={interactionId} onStart={() => rememberSignIn({ clientId })} />
      <OnDemand when={forgotOpen}>
        <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
      </OnDemand>
    </>
  );
}
