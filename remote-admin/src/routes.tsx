import { lazy } from 'react';
import type { MoneyRequestKind } from '@wallet/shared/domain';
import { lazyPage, type RemoteModule, type RemoteRoute } from '@wallet/shared/contracts';
import { MANAGEMENT_PAGES } from './features/management/management-pages';
import { ALL_REQUESTS_PATH, HISTORY_PATH, TRADE_PAGES } from './lib/trade-pages';

const DashboardPage = lazyPage(() => import('./features/dashboard/pages/DashboardPage'));
const UsersListPage = lazyPage(() => import('./features/users/pages/UsersListPage'));
const UserDetailPage = lazyPage(() => import('./features/users/pages/UserDetailPage'));
const loadRequestsPage = () => import('./features/requests/pages/RequestsPage');
const RequestsPage = lazy(loadRequestsPage);
const HistoryPage = lazyPage(() => import('./features/history/pages/HistoryPage'));
const DepositAddressesPage = lazyPage(
  () => import('./features/management/pages/DepositAddressesPage'),
);
const ExchangeRatesPage = lazyPage(() => import('./features/management/pages/ExchangeRatesPage'));
const LedgerCheckPage = lazyPage(() => import('./features/management/pages/LedgerCheckPage'));
const MessageTemplatesPage = lazyPage(
  () => import('./features/templates/pages/MessageTemplatesPage'),
);
const EventsPage = lazyPage(() => import('./features/events/pages/EventsPage'));
const AuditPage = lazyPage(() => import('./features/audit/pages/AuditPage'));
const SendMessagePage = lazyPage(() => import('./features/messages/pages/SendMessagePage'));
const SentMessagesPage = lazyPage(() => import('./features/messages/pages/SentMessagesPage'));
const NoticesPage = lazyPage(() => import('./features/notices/pages/NoticesPage'));
const NoticeEditPage = lazyPage(() => import('./features/notices/pages/NoticeEditPage'));
const InquiriesPage = lazyPage(() => import('./features/inquiries/pages/InquiriesPage'));
const InquiryDetailPage = lazyPage(() => import('./features/inquiries/pages/InquiryDetailPage'));
const AdminNotFoundPage = lazyPage(() => import('./features/not-found/pages/AdminNotFoundPage'));

/** Every back-office route needs an administrator token (docs/product.md §11). */
const admin = (path: string, page: Pick<RemoteRoute, 'Component' | 'preload'>): RemoteRoute => ({
  path,
  guard: 'admin',
  ...page,
});

/** One request list per kind: its own route component, so a kind change starts afresh. */
function tradePage(kind: MoneyRequestKind): Pick<RemoteRoute, 'Component' | 'preload'> {
  return {
    Component: function TradeRequestsPage() {
      return <RequestsPage kind={kind} />;
    },
    preload: loadRequestsPage,
  };
}

const MANAGEMENT_PAGE_CODE: Record<
  (typeof MANAGEMENT_PAGES)[number]['key'],
  Pick<RemoteRoute, 'Component' | 'preload'>
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
    admin(ALL_REQUESTS_PATH, { Component: RequestsPage, preload: loadRequestsPage }),
    admin(HISTORY_PATH, HistoryPage),
    ...MANAGEMENT_PAGES.map(({ key, path }) => admin(path, MANAGEMENT_PAGE_CODE[key])),
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
