import { useTranslation } from 'react-i18next';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { PscButton } from '../psc/PscButton.tsx';
import { usePscInit } from '../psc/usePscInit.ts';

/**
 * `ou`, then `Se connecter avec Pro Santé Connect` into the same interaction, shown only when
 * `GET /psc/init?interactionId=…` gives an address (404 or a failure: nothing, silently).
 */
export function PscSignIn({ interactionId, onStart }: { interactionId: string | undefined; onStart?: () => void }) {
  const { t } = useTranslation();
  const href = usePscInit({ interactionId: interactionId ?? '' }, { enabled: interactionId !== undefined });
  if (!href) return null;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Divider>{t('psc.or')}</Divider>
      <PscButton href={href} label={t('psc.signIn')} onClick={onStart} />
    </Stack>
  );
}
