import { useId } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ApiError } from '../api/api.ts';
import { PageLoading } from '../components/PageLoading.tsx';
import { useHashQuery } from '../components/useHashQuery.ts';
import { useEndedInteractionRedirect } from '../signIn/useSessionNotFoundRedirect.ts';
import { ConsentForm } from './ConsentForm.tsx';
import { useConsentRequest } from './useConsentRequest.ts';

/**
 * `/consent?interactionId=…`: an application that is not first-party asks to read the account.
 * An interaction that is over (400) leaves like an expired sign-in; one still at a sign-in step
 * goes to that step.
 */
export function ConsentPanel() {
  const { t } = useTranslation();
  const titleId = useId();
  const interactionId = useHashQuery().get('interactionId');
  const interaction = useConsentRequest(interactionId);
  const ended = interaction.error instanceof ApiError && interaction.error.status === 400;
  useEndedInteractionRedirect(ended);

  if (!interactionId) return <Navigate to="/" replace />;
  if (ended) return null;
  if (interaction.isPending) return <PageLoading />;
  if (interaction.isError) return <Alert severity="error">{t('consent.loadFailed')}</Alert>;

  const request = interaction.data;
  if (request.interactionType !== 'consent') {
    const query = new URLSearchParams({ interactionId });
    return <Navigate to={`/${request.interactionType}?${query.toString()}`} replace />;
  }

  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 4 }, maxWidth: 520, width: '100%' }}>
      <Typography id={titleId} variant="h2" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {t('consent.title', { app: request.clientName })}
      </Typography>
      <ConsentForm interactionId={interactionId} request={request} />
    </Paper>
  );
}
