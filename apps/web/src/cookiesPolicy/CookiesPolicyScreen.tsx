import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../components/PageLoading.tsx';
import { SanitizedHtml } from '../components/SanitizedHtml.tsx';
import { usePageTitle } from '../components/usePageTitle.ts';
import { useCookiesPolicy } from './useCookiesPolicy.ts';

/** `/cookiesPolicy`: the policy text served by the server, sanitized. */
export function CookiesPolicyScreen() {
  const { t } = useTranslation();
  const policy = useCookiesPolicy();
  usePageTitle(t('cookiesPolicy.title'));
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography variant="h1" gutterBottom>
        {t('cookiesPolicy.title')}
      </Typography>
      {policy.isPending && <PageLoading />}
      {policy.data && (
        <SanitizedHtml
          html={policy.data.cookiesPolicyContent}
          sx={{ overflowWrap: 'anywhere', '& h1, & h2, & h3': { fontSize: '1.2rem' } }}
        />
      )}
    </Paper>
  );
}
