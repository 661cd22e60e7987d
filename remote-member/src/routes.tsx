import { lazy } from 'react';
import type { RemoteModule, RemoteRoute, RouteGuard } from '@wallet/shared/contracts';

const HomePage = lazy(() => import('./features/home/pages/HomePage'));
const GuidePage = lazy(() => import('./features/guide/pages/GuidePage'));
const RegisterPage = lazy(() => import('./features/registration/pages/RegisterPage'));
const ResetPasswordPage = lazy(() => import('./features/password-reset/pages/ResetPasswordPage'));
const MyPage = lazy(() => import('./features/mypage/pages/MyPage'));
const WalletChargePage = lazy(() => import('./features/wallet/pages/WalletChargePage'));
const WalletWithdrawPage = lazy(() => import('./features/wallet/pages/WalletWithdrawPage'));
const WalletHistoryPage = lazy(() => import('./features/wallet/pages/WalletHistoryPage'));
const TransferRequestPage = lazy(() => import('./features/transfer/pages/TransferRequestPage'));
const TransferHistoryPage = lazy(() => import('./features/transfer/pages/TransferHistoryPage'));
const PlatformRechargePage = lazy(() => import('./features/trade/pages/PlatformRechargePage'));
const PlatformWithdrawPage = lazy(() => import('./features/trade/pages/PlatformWithdrawPage'));
const TradeHistoryPage = lazy(() => import('./features/trade/pages/TradeHistoryPage'));
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
    route('/wallet/charge', 'user', WalletChargePage),
    route('/wallet/withdraw', 'user', WalletWithdrawPage),
    route('/trade/recharge', 'user', PlatformRechargePage),
    route('/trade/withdraw', 'user', PlatformWithdrawPage),
    route('/wallet/history', 'auth', WalletHistoryPage),
    route('/wallet/transfer', 'auth', TransferRequestPage),
    route('/wallet/transfer/history', 'auth', TransferHistoryPage),
    route('/trade/history', 'auth', TradeHistoryPage),
    route('/support/inquiry', 'auth', UpcomingPage),
    route('/support/inquiry/write', 'auth', UpcomingPage),
    route('/support/inquiry/:id', 'auth', UpcomingPage),
    route('*', 'public', NotFoundPage),
  ],
};

export default remoteModule;
