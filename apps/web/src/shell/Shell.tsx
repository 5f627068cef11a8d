import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../components/PageLoading.tsx';
import { AnalyticsTracker } from '../tracking/AnalyticsTracker.tsx';
import { CookieBanner } from '../tracking/CookieBanner.tsx';
import { CookieConsentProvider } from '../tracking/CookieConsentContext.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';

/** The frame of every screen: the cookie banner when a choice is due, header, main content, footer, tracker. */
export function Shell() {
  return (
    <CookieConsentProvider>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <SkipLink />
        <CookieBanner />
        <Header />
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ flex: 1, outline: 'none', py: { xs: 2, sm: 4 } }}
        >
          <Container>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </Container>
        </Box>
        <Footer />
        <AnalyticsTracker />
      </Box>
    </CookieConsentProvider>
  );
}
