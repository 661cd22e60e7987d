import { lazy } from 'react';
import type { RemoteModule, RemoteRoute, RouteGuard } from '@wallet/shared/contracts';
// Not lazy: it only picks the visitor's or the member's home, each a chunk of its own.
import HomePage from './features/home/pages/HomePage';

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
const HowToPlayPage = lazy(() => import('./features/how-to-play/pages/HowToPlayPage'));
const NoticesPage = lazy(() => import('./features/notices/pages/NoticesPage'));
const NoticePage = lazy(() => import('./features/notices/pages/NoticePage'));
const InboxPage = lazy(() => import('./features/messages/pages/InboxPage'));
const MessagePage = lazy(() => import('./features/messages/pages/MessagePage'));
const InquiriesPage = lazy(() => import('./features/inquiries/pages/InquiriesPage'));
const InquiryWritePage = lazy(() => import('./features/inquiries/pages/InquiryWritePage'));
const InquiryPage = lazy(() => import('./features/inquiries/pages/InquiryPage'));
const NotFoundPage = lazy(() => import('./features/not-found/pages/NotFoundPage'));

const route = (path: string, guard: RouteGuard, Component: RemoteRoute['Component']) => ({
  path,
  guard,
  Component,
});

/**
 * The member side's routes, exposed as `member/routes`, each with the guard the shell applies:
 * `member` (a member session whose role is user) for my page, messages, recharge and withdraw;
 * `loggedIn` (any member session) for the other logged-in pages; `public` for the rest (see docs/architecture.md).
 */
const remoteModule: RemoteModule = {
  routes: [
    route('/', 'public', HomePage),
    route('/guide', 'public', GuidePage),
    route('/register', 'public', RegisterPage),
    route('/reset-password', 'public', ResetPasswordPage),
    route('/how-to-play', 'public', HowToPlayPage),
    route('/support/notice', 'public', NoticesPage),
    route('/support/notice/:id', 'public', NoticePage),
    route('/mypage', 'member', MyPage),
    route('/messages', 'member', InboxPage),
    route('/messages/:id', 'member', MessagePage),
    route('/wallet/charge', 'member', WalletChargePage),
    route('/wallet/withdraw', 'member', WalletWithdrawPage),
    route('/trade/recharge', 'member', PlatformRechargePage),
    route('/trade/withdraw', 'member', PlatformWithdrawPage),
    route('/wallet/history', 'loggedIn', WalletHistoryPage),
    route('/wallet/transfer', 'loggedIn', TransferRequestPage),
    route('/wallet/transfer/history', 'loggedIn', TransferHistoryPage),
    route('/trade/history', 'loggedIn', TradeHistoryPage),
    route('/support/inquiry', 'loggedIn', InquiriesPage),
    route('/support/inquiry/write', 'loggedIn', InquiryWritePage),
    route('/support/inquiry/:id', 'loggedIn', InquiryPage),
    route('*', 'public', NotFoundPage),
  ],
};

export default remoteModule;
