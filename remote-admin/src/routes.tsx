import { lazy } from 'react';
import type { MoneyRequestKind } from '@wallet/shared/domain';
import type { RemoteModule, RemoteRoute } from '@wallet/shared/contracts';
import { MANAGEMENT_PAGES } from './features/management/management-pages';
import { ALL_REQUESTS_PATH, HISTORY_PATH, TRADE_PAGES } from './lib/trade-pages';

// The pages with a path of their own have chunks named after it (`page-admin-dashboard`): the
// shell fetches their files ahead when the back office opens at that address
// (docs/federation.md, "The first page's files").
const DashboardPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-admin-dashboard" */ './features/dashboard/pages/DashboardPage'
    ),
);
const UsersListPage = lazy(
  () => import(/* webpackChunkName: "page-admin-users" */ './features/users/pages/UsersListPage'),
);
const UserDetailPage = lazy(() => import('./features/users/pages/UserDetailPage'));
const RequestsPage = lazy(() => import('./features/requests/pages/RequestsPage'));
const HistoryPage = lazy(() => import('./features/history/pages/HistoryPage'));
const DepositAddressesPage = lazy(() => import('./features/management/pages/DepositAddressesPage'));
const ExchangeRatesPage = lazy(() => import('./features/management/pages/ExchangeRatesPage'));
const LedgerCheckPage = lazy(() => import('./features/management/pages/LedgerCheckPage'));
const MessageTemplatesPage = lazy(() => import('./features/templates/pages/MessageTemplatesPage'));
const EventsPage = lazy(() => import('./features/events/pages/EventsPage'));
const AuditPage = lazy(() => import('./features/audit/pages/AuditPage'));
const SendMessagePage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-admin-messages-send" */ './features/messages/pages/SendMessagePage'
    ),
);
const SentMessagesPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-admin-messages-sent" */ './features/messages/pages/SentMessagesPage'
    ),
);
const NoticesPage = lazy(
  () => import(/* webpackChunkName: "page-admin-notice" */ './features/notices/pages/NoticesPage'),
);
const NoticeEditPage = lazy(() => import('./features/notices/pages/NoticeEditPage'));
const InquiriesPage = lazy(
  () =>
    import(/* webpackChunkName: "page-admin-inquiry" */ './features/inquiries/pages/InquiriesPage'),
);
const InquiryDetailPage = lazy(() => import('./features/inquiries/pages/InquiryDetailPage'));
const AdminNotFoundPage = lazy(() => import('./features/not-found/pages/AdminNotFoundPage'));

/** Every back-office route needs an administrator token (docs/product.md §11). */
const admin = (path: string, Component: RemoteRoute['Component']): RemoteRoute => ({
  path,
  guard: 'admin',
  Component,
});

/** One request list per kind: its own route component, so a kind change starts afresh. */
function tradePage(kind: MoneyRequestKind): RemoteRoute['Component'] {
  return function TradeRequestsPage() {
    return <RequestsPage kind={kind} />;
  };
}

const MANAGEMENT_PAGE_COMPONENTS: Record<
  (typeof MANAGEMENT_PAGES)[number]['key'],
  RemoteRoute['Component']
> = {
  depositAddresses: DepositAddressesPage,
  exchangeRates: ExchangeRatesPage,
  ledger: LedgerCheckPage,
  templates: MessageTemplatesPage,
  events: EventsPage,
  audit: AuditPage,
};

/** The back office's routes, exposed as `admin/routes`. Pages are their own chunks. */
const remoteModule: RemoteModule = {
  routes: [
    admin('/admin', DashboardPage),
    admin('/admin/dashboard', DashboardPage),
    admin('/admin/users', UsersListPage),
    admin('/admin/users/:id', UserDetailPage),
    ...TRADE_PAGES.map(({ kind, path }) => admin(path, tradePage(kind))),
    admin(ALL_REQUESTS_PATH, RequestsPage),
    admin(HISTORY_PATH, HistoryPage),
    ...MANAGEMENT_PAGES.map(({ key, path }) => admin(path, MANAGEMENT_PAGE_COMPONENTS[key])),
    admin('/admin/messages/sent', SentMessagesPage),
    admin('/admin/messages/send', SendMessagePage),
    admin('/admin/notice', NoticesPage),
    admin('/admin/notices/create', NoticeEditPage),
    admin('/admin/notices/:id/edit', NoticeEditPage),
    admin('/admin/inquiry', InquiriesPage),
    admin('/admin/inquiries/:id', InquiryDetailPage),
    admin('/admin/*', AdminNotFoundPage),
  ],
};

export default remoteModule;
