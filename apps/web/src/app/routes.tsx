import { Navigate, type RouteObject } from 'react-router';
import { ACCESSIBILITY_STATEMENT_ROUTE, END_SESSION_ROUTE } from '@portal/shared';
import { ConsentPanel, PortalScreen, SignInPanel } from '../portal/PortalScreen.tsx';
import { Shell } from '../shell/Shell.tsx';
import { lazyScreen } from './lazyScreen.ts';

// The home ships in the first load; every other screen is fetched when first shown.
const PasswordResetScreen = lazyScreen(() =>
  import('../passwordReset/PasswordResetScreen.tsx').then((m) => m.PasswordResetScreen),
);
const SignUpScreen = lazyScreen(() => import('../signUp/SignUpScreen.tsx').then((m) => m.SignUpScreen));
const MyProfileScreen = lazyScreen(() => import('../myProfile/MyProfileScreen.tsx').then((m) => m.MyProfileScreen));
const CookiesPolicyScreen = lazyScreen(() =>
  import('../cookiesPolicy/CookiesPolicyScreen.tsx').then((m) => m.CookiesPolicyScreen),
);
const LegalNoticeScreen = lazyScreen(() =>
  import('../legalNotice/LegalNoticeScreen.tsx').then((m) => m.LegalNoticeScreen),
);
const AccessibilityStatementScreen = lazyScreen(() =>
  import('../accessibilityStatement/AccessibilityStatementScreen.tsx').then((m) => m.AccessibilityStatementScreen),
);
const EndBrowserScreen = lazyScreen(() =>
  import('../myProfile/connections/EndBrowserScreen.tsx').then((m) => m.EndBrowserScreen),
);
const AdminSpace = lazyScreen(() => import('../admin/AdminSpace.tsx').then((m) => m.default));

/** The screens of spec section 2, inside the shell (which shows `PageLoading` while one is fetched). */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { path: '/', element: <PortalScreen /> },
      { path: '/:interactionType', element: <PortalScreen /> },
      { path: '/reinit-password/:reinitToken', element: <PasswordResetScreen /> },
      { path: '/signUp/*', element: <SignUpScreen /> },
      { path: '/myProfile', element: <MyProfileScreen /> },
      { path: `/${END_SESSION_ROUTE}/:token`, element: <EndBrowserScreen /> },
      { path: '/cookiesPolicy', element: <CookiesPolicyScreen /> },
      { path: '/legalNotice', element: <LegalNoticeScreen /> },
      { path: ACCESSIBILITY_STATEMENT_ROUTE, element: <AccessibilityStatementScreen /> },
      { path: '/admin/*', element: <AdminSpace /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** The on-demand screen each address (`#/…`) shows, by the start of its path. */
const SCREEN_OF_PATH: [RegExp, { preload: () => Promise<unknown> }][] = [
  [/^\/(login|otp|totp|passkey)\b/, SignInPanel],
  [/^\/consent\b/, ConsentPanel],
  [/^\/reinit-password\//, PasswordResetScreen],
  [/^\/signUp\b/, SignUpScreen],
  [/^\/myProfile\b/, MyProfileScreen],
  [new RegExp(`^/${END_SESSION_ROUTE}/`), EndBrowserScreen],
  [/^\/cookiesPolicy\b/, CookiesPolicyScreen],
  [/^\/legalNotice\b/, LegalNoticeScreen],
  [new RegExp(`^${ACCESSIBILITY_STATEMENT_ROUTE}\\b`), AccessibilityStatementScreen],
  [/^\/admin\b/, AdminSpace],
];

/**
 * Starts fetching the screen the address names before the configuration arrives, so that it is
 * there when the shell renders: no loading state, no layout shift.
 */
export function preloadScreenOf(hash: string) {
  const path = hash.replace(/^#/, '');
  const screen = SCREEN_OF_PATH.find(([pattern]) => pattern.test(path))?.[1];
  void screen?.preload().catch(() => undefined);
}
