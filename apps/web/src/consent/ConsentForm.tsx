import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConsentDecision, ConsentRequest } from '@portal/shared';
import { ScopeList } from './ScopeList.tsx';

interface ConsentFormProps {
  interactionId: string;
  request: ConsentRequest;
}

/**
 * What the application asks, and the answer posted by the browser to the provider's interaction
 * (`prompt=consent`, `decision` the pressed button's value); the provider then sends the browser on
 * to the application. Each button is named after the application it answers: the cookie banner's
 * « Refuser » may be on the screen too.
 */
export function ConsentForm({ interactionId, request }: ConsentFormProps) {
  const { t } = useTranslation();
  const submitted = useRef(false);
  const app = request.clientName;

  // One answer: a second press would post to an interaction the first one already ended.
  function onSubmit(event: FormEvent): void {
    if (submitted.current) event.preventDefault();
    submitted.current = true;
  }

  return (
    <form method="post" action={`/oidc/interaction/${encodeURIComponent(interactionId)}/consent`} onSubmit={onSubmit}>
      <input type="hidden" name="prompt" value="consent" />
      <Stack spacing={2}>
        <Typography>{t('consent.explanation', { app })}</Typography>
        <ScopeList scopes={request.scopes} />
        <Typography>{t('consent.remembered')}</Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            name="decision"
            value={'refuse' satisfies ConsentDecision}
            variant="outlined"
            size="large"
            aria-label={t('buttonNames.refuseApp', { app })}
          >
            {t('consent.refuse')}
          </Button>
          <Button
            type="submit"
            name="decision"
            value={'accept' satisfies ConsentDecision}
            variant="contained"
            size="large"
            aria-label={t('buttonNames.acceptApp', { app })}
          >
            {t('consent.accept')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
