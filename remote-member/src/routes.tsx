import { lazyPage, type RemoteModule, type RouteGuard } from '@wallet/shared/contracts';

const HomePage = lazyPage(() => import('./features/home/pages/HomePage'));
const GuidePage = lazyPage(() => import('./features/guide/pages/GuidePage'));
const RegisterPage = lazyPage(() => import('./features/registration/pages/RegisterPage'));
const ResetPasswordPage = lazyPage(
  () => import('./features/password-reset/pages/ResetPasswordPage'),
);
const MyPage = lazyPage(() => import('./features/mypage/pages/MyPage'));
const WalletChargePage = lazyPage(() => import('./features/wallet/pages/WalletChargePage'));
const WalletWithdrawPage = lazyPage(() => import('./features/wallet/pages/WalletWithdrawPage'));
const WalletHistoryPage = lazyPage(() => import('./features/wallet/pages/WalletHistoryPage'));
const TransferRequestPage = lazyPage(() => import('./features/transfer/pages/TransferRequestPage'));
const TransferHistoryPage = lazyPage(() => import('./features/transfer/pages/TransferHistoryPage'));
const PlatformRechargePage = lazyPage(() => import('./features/trade/pages/PlatformRechargePage'));
const PlatformWithdrawPage = lazyPage(() => import('./features/trade/pages/PlatformWithdrawPage'));
const TradeHistoryPage = lazyPage(() => import('./features/trade/pages/TradeHistoryPage'));
const HowToPlayPage = lazyPage(() => import('./features/how-to-play/pages/HowToPlayPage'));
const NoticesPage = lazyPage(() => import('./features/notices/pages/NoticesPage'));
const NoticePage = lazyPage(() => import('./features/notices/pages/NoticePage'));
const InboxPage = lazyPage(() => import('./features/messages/pages/InboxPage'));
const MessagePage = lazyPage(() => import('./features/messages/pages/MessagePage'));
const InquiriesPage = lazyPage(() => import('./features/inquiries/pages/InquiriesPage'));
const InquiryWritePage = lazyPage(() => import('./features/inquiries/pages/InquiryWritePage'));
const InquiryPage = lazyPage(() => import('./features/inquiries/pages/InquiryPage'));
const NotFoundPage = lazyPage(() => import('./features/not-found/pages/NotFoundPage'));

const route = (path: string, guard: RouteGuard, page: ReturnType<typeof lazyPage>) => ({
  path,
  guard,
  ...page,
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
