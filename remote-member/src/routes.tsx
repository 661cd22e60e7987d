import { lazy } from 'react';
import type { RemoteModule, RemoteRoute, RouteGuard } from '@wallet/shared/contracts';

const HomePage = lazy(() => import('./features/home/pages/HomePage'));
const GuidePage = lazy(() => import('./features/guide/pages/GuidePage'));
const RegisterPage = lazy(() => import('./features/registration/pages/RegisterPage'));
const ResetPasswordPage = lazy(() => import('./features/password-reset/pages/ResetPasswordPage'));
const MyPage = lazy(() => import('./features/mypage/pages/MyPage'));
const UpcomingPage = lazy(() => import('./features/upcoming/pages/UpcomingPage'));
const NotFoundPage = lazy(() => import('./features/not-found/pages/NotFoundPage'));

const route = (path: string, guard: RouteGuard, Component: RemoteRoute['Component']) => ({
  path,
  guard,
  Component,
});

/**
 * The member side's routes, exposed as `member/routes`, with the guard product-spec §2 gives
 * each: `user` (a member token and role user) for my page, messages, recharge and withdraw;
 * `auth` (a member token) for the other logged-in pages; `public` for the rest.
 * Pages whose features arrive in later releases open the translated "on its way" page, so the
 * menu never leads nowhere and the guards already hold.
 */
const remoteModule: RemoteModule = {
  routes: [
    route('/', 'public', HomePage),
    route('/guide', 'public', GuidePage),
    route('/register', 'public', RegisterPage),
    route('/reset-password', 'public', ResetPasswordPage),
    route('/how-to-play', 'public', UpcomingPage),
    route('/support/notice', 'public', UpcomingPage),
    route('/support/notice/:id', 'public', UpcomingPage),
    route('/mypage', 'user', MyPage),
    route('/messages', 'user', UpcomingPage),
    route('/messages/:id', 'user', UpcomingPage),
    route('/wallet/charge', 'user', UpcomingPage),
    route('/wallet/withdraw', 'user', UpcomingPage),
    route('/trade/recharge', 'user', UpcomingPage),
    route('/trade/withdraw', 'user', UpcomingPage),
    route('/wallet/history', 'auth', UpcomingPage),
    route('/wallet/transfer', 'auth', UpcomingPage),
    route('/wallet/transfer/history', 'auth', UpcomingPage),
    route('/trade/history', 'auth', UpcomingPage),
    route('/support/inquiry', 'auth', UpcomingPage),
    route('/support/inquiry/write', 'auth', UpcomingPage),
    route('/support/inquiry/:id', 'auth', UpcomingPage),
    route('*', 'public', NotFoundPage),
  ],
};

export default remoteModule;
