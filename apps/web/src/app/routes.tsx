import { Navigate, type RouteObject } from 'react-router';
import { ACCESSIBILITY_STATEMENT_ROUTE, END_SESSION_ROUTE } from '@portal/shared';
import { AccountScreen, BoardScreen } from '../admin/adminScreens.ts';
import { ConsentPanel, PortalScreen, SignInPanel } from '../portal/PortalScreen.tsx';
import { Shell } from '../shell/Shell.tsx';
import { SignupNoRpps, SignupRpps } from '../signUp/signUpForms.ts';
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
const TermsScreen = lazyScreen(() => import('../terms/TermsScreen.tsx').then((m) => m.TermsScreen));
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
      { path: '/cgu', element: <TermsScreen /> },
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
  [/^\/signUp\/rpps\b/, SignupRpps],
  [/^\/signUp\/no-rpps\b/, SignupNoRpps],
  [/^\/myProfile\b/, MyProfileScreen],
  [new RegExp(`^/${END_SESSION_ROUTE}/`), EndBrowserScreen],
  [/^\/cookiesPolicy\b/, CookiesPolicyScreen],
  [/^\/legalNotice\b/, LegalNoticeScreen],
  [/^\/cgu\b/, TermsScreen],
  [new RegExp(`^${ACCESSIBILITY_STATEMENT_ROUTE}\\b`), AccessibilityStatementScreen],
  [/^\/admin\b/, AdminSpace],
  [/^\/admin\/?$/, BoardScreen],
  [/^\/admin\/users\/[^/]+\/?$/, AccountScreen],
];

/**
 * Starts fetching the screen the address names (and the part of it the address names, e.g. a
 * sign-up form) before the configuration arrives, so that it is there when the shell renders: no
 * loading state, no layout shift. Settles once they are loaded (or failed: the shell then shows its
 * loading state and tries again).
 */
export async function preloadScreenOf(hash: string): Promise<void> {
  const path = hash.replace(/^#/, '');
  const screens = SCREEN_OF_PATH.filter(([pattern]) => pattern.test(path));
  await Promise.all(screens.map(([, screen]) => screen.preload().catch(() => undefined)));
}
