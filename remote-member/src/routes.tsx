import { lazy } from 'react';
import type { RemoteModule, RemoteRoute, RouteGuard } from '@wallet/shared/contracts';
// Not lazy: the visitor's home travels with the routes; the member's is a chunk of its own.
import HomePage from './features/home/pages/HomePage';

// Each page's chunk is named after its path (`page-wallet-charge` for /wallet/charge): the
// manifest lists its files under that name, and the shell fetches them ahead when a signed-in
// member opens the site at that address (docs/federation.md, "The first page's files").

const GuidePage = lazy(
  () => import(/* webpackChunkName: "page-guide" */ './features/guide/pages/GuidePage'),
);
const RegisterPage = lazy(
  () =>
    import(/* webpackChunkName: "page-register" */ './features/registration/pages/RegisterPage'),
);
const ResetPasswordPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-reset-password" */ './features/password-reset/pages/ResetPasswordPage'
    ),
);
const MyPage = lazy(
  () => import(/* webpackChunkName: "page-mypage" */ './features/mypage/pages/MyPage'),
);
const WalletChargePage = lazy(
  () =>
    import(/* webpackChunkName: "page-wallet-charge" */ './features/wallet/pages/WalletChargePage'),
);
const WalletWithdrawPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-wallet-withdraw" */ './features/wallet/pages/WalletWithdrawPage'
    ),
);
const WalletHistoryPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-wallet-history" */ './features/wallet/pages/WalletHistoryPage'
    ),
);
const TransferRequestPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-wallet-transfer" */ './features/transfer/pages/TransferRequestPage'
    ),
);
const TransferHistoryPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-wallet-transfer-history" */ './features/transfer/pages/TransferHistoryPage'
    ),
);
const PlatformRechargePage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-trade-recharge" */ './features/trade/pages/PlatformRechargePage'
    ),
);
const PlatformWithdrawPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-trade-withdraw" */ './features/trade/pages/PlatformWithdrawPage'
    ),
);
const TradeHistoryPage = lazy(
  () =>
    import(/* webpackChunkName: "page-trade-history" */ './features/trade/pages/TradeHistoryPage'),
);
const HowToPlayPage = lazy(
  () =>
    import(/* webpackChunkName: "page-how-to-play" */ './features/how-to-play/pages/HowToPlayPage'),
);
const NoticesPage = lazy(
  () =>
    import(/* webpackChunkName: "page-support-notice" */ './features/notices/pages/NoticesPage'),
);
const NoticePage = lazy(() => import('./features/notices/pages/NoticePage'));
const InboxPage = lazy(
  () => import(/* webpackChunkName: "page-messages" */ './features/messages/pages/InboxPage'),
);
const MessagePage = lazy(() => import('./features/messages/pages/MessagePage'));
const InquiriesPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-support-inquiry" */ './features/inquiries/pages/InquiriesPage'
    ),
);
const InquiryWritePage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-support-inquiry-write" */ './features/inquiries/pages/InquiryWritePage'
    ),
);
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
