import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageLoading } from '../components/PageLoading.tsx';
import { CookiesPolicyScreen } from '../cookiesPolicy/CookiesPolicyScreen.tsx';
import { LegalNoticeScreen } from '../legalNotice/LegalNoticeScreen.tsx';
import { MyProfileScreen } from '../myProfile/MyProfileScreen.tsx';
import { PasswordResetScreen } from '../passwordReset/PasswordResetScreen.tsx';
import { PortalScreen } from '../portal/PortalScreen.tsx';
import { Shell } from '../shell/Shell.tsx';
import { SignUpScreen } from '../signUp/SignUpScreen.tsx';

/** The administration space loads only when an administrator opens it. */
const AdminSpace = lazy(() => import('../admin/AdminSpace.tsx'));

/** The screens of spec section 2, inside the shell. */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { path: '/', element: <PortalScreen /> },
      { path: '/:interactionType', element: <PortalScreen /> },
      { path: '/reinit-password/:reinitToken', element: <PasswordResetScreen /> },
      { path: '/signUp/*', element: <SignUpScreen /> },
      { path: '/myProfile', element: <MyProfileScreen /> },
      { path: '/cookiesPolicy', element: <CookiesPolicyScreen /> },
      { path: '/legalNotice', element: <LegalNoticeScreen /> },
      {
        path: '/admin/*',
        element: (
          <Suspense fallback={<PageLoading />}>
            <AdminSpace />
          </Suspense>
        ),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
