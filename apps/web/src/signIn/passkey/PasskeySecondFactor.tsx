import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InteractionAnswer } from '@portal/shared';
import { api } from '../../api/api.ts';
import { PasskeyForm } from './PasskeyForm.tsx';
import { usePasskeyButton } from './usePasskeyButton.ts';

interface PasskeySecondFactorProps {
  interactionId: string;
  /** The message of the hash query's `err`. */
  error?: string;
}

/**
 * The second factor when the account has a passkey: the passkey first, and the account's other
 * factor (the code by e-mail, or the authenticator app) a link away, unless the app wants a passkey.
 */
export function PasskeySecondFactor({ interactionId, error }: PasskeySecondFactorProps) {
  const { t } = useTranslation();
  const { form, failure, pending, start } = usePasskeyButton(interactionId);
  const interaction = useQuery({
    queryKey: ['interaction', interactionId],
    queryFn: () => api<InteractionAnswer>(`/oidc/interaction/${encodeURIComponent(interactionId)}`),
    staleTime: Infinity,
  });
  const alternatives = interaction.data?.alternatives ?? [];
  const query = new URLSearchParams({ interactionId }).toString();

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {(failure ?? error) && (
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          {failure ?? error}
        </Alert>
      )}
      <Typography>{t('passkeys.secondFactorIntro')}</Typography>
      {interaction.data && alternatives.length === 0 && <Typography>{t('passkeys.required')}</Typography>}
      <Button variant="contained" size="large" onClick={start} disabled={pending} autoFocus>
        {t('passkeys.useKey')}
      </Button>
      {alternatives.map((screen) => (
        <Link key={screen} component={RouterLink} to={`/${screen}?${query}`}>
          {screen === 'otp' ? t('passkeys.useEmailCode') : t('passkeys.useTotp')}
        </Link>
      ))}
      <PasskeyForm ref={form} interactionId={interactionId} />
    </Stack>
  );
}
