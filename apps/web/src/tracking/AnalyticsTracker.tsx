import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useConfig } from '../config/ConfigContext.ts';
import { startTracker, trackPageView } from './matomo.ts';
import { trackedPage } from './trackedPage.ts';

/**
 * Starts Matomo's tracker when the configuration names one, and tracks a page view at each route
 * change. Rendered after the screens: effects run in tree order, so the screen has named the tab
 * (`usePageTitle`) by the time the page view reads it. One page view per route, even when React's
 * development mode runs effects twice.
 */
export function AnalyticsTracker() {
  const { tracking } = useConfig();
  const { analytics, requires_consent } = tracking;
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const trackedPathname = useRef<string | null>(null);

  useEffect(() => {
    if (analytics) startTracker(analytics, requires_consent);
  }, [analytics, requires_consent]);

  useEffect(() => {
    if (!analytics || trackedPathname.current === pathname) return;
    trackedPathname.current = pathname;
    const page = trackedPage(pathname, document.title, t);
    trackPageView(page.url, page.title);
  }, [analytics, pathname, t]);

  return null;
}
