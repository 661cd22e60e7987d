import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import type { RouteObject } from '@wallet/shared/router';
import type { RemoteRoute } from '@wallet/shared/contracts';
import type { AppStore } from '@wallet/shared/store';
import { AdminLoginPage, createSessionExpiryLoader, LoginPage, RouteGuard } from '../features/auth';
import { RemoteArea, withReleaseCheck } from '../features/remotes';
import { AdminLayout } from '../layouts/admin/AdminLayout';
import { MemberLayout } from '../layouts/member/MemberLayout';
import { PageArea } from '../layouts/PageArea';
import { withNavigationTexts } from './navigation-texts';
import { RootError, RootLayout } from './RootLayout';

/** Renders nothing: the first loader run takes a moment of no visible length. */
function Nothing() {
  return null;
}

/** Each remote route inside the guard it names (RouteGuard, @wallet/shared/contracts). */
const guarded = (route: RemoteRoute): ReactNode => (
  <RouteGuard guard={route.guard}>
    <route.Component />
  </RouteGuard>
);

/**
 * The shell's routes: the two login pages are the host's own; /admin/* is the back office
 * (admin remote), everything else the member side (member remote).
 */
export function createAppRoutes(store: AppStore, texts: i18n): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RootError />,
      // Before every navigation: whether the texts the target needs are here,
      // the session's expiry, then whether a remote on the page was re-released (either way
      // the navigation may become a full load of its target).
      loader: withNavigationTexts(texts, withReleaseCheck(createSessionExpiryLoader(store))),
      // Both checks run before every navigation, not only when params change.
      shouldRevalidate: () => true,
      // The first expiry check is synchronous: nothing worth a fallback screen.
      HydrateFallback: Nothing,
      children: [
        {
          path: '/login',
          element: (
            <MemberLayout>
              <LoginPage />
            </MemberLayout>
          ),
        },
        {
          path: '/admin/login',
          element: (
            <PageArea>
              <AdminLoginPage />
            </PageArea>
          ),
        },
        {
          path: '/admin/*',
          // Checked before the admin remote is requested: without an admin token no admin
          // file is ever fetched (a member never downloads the back office).
          element: (
            <RouteGuard guard="admin">
              <AdminLayout>
                <RemoteArea remote="admin" base="/admin" renderRoute={guarded} />
              </AdminLayout>
            </RouteGuard>
          ),
        },
        {
          path: '*',
          element: (
            <MemberLayout>
              <RemoteArea remote="member" base="/" renderRoute={guarded} />
            </MemberLayout>
          ),
        },
      ],
    },
  ];
}
