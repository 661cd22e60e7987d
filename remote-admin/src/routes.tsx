import { lazy } from 'react';
import type { MoneyRequestKind } from '@wallet/shared/domain';
import type { RemoteModule, RemoteRoute } from '@wallet/shared/contracts';
import { MANAGEMENT_PAGES } from './features/management/management-pages';
import { ALL_REQUESTS_PATH, HISTORY_PATH, TRADE_PAGES } from './lib/trade-pages';

const DashboardPage = lazy(() => import('./features/dashboard/pages/DashboardPage'));
const UsersListPage = lazy(() => import('./features/users/pages/UsersListPage'));
const UserDetailPage = lazy(() => import('./features/users/pages/UserDetailPage'));
const RequestsPage = lazy(() => import('./features/requests/pages/RequestsPage'));
const HistoryPage = lazy(() => import('./features/history/pages/HistoryPage'));
const DepositAddressesPage = lazy(() => import('./features/management/pages/DepositAddressesPage'));
const ExchangeRatesPage = lazy(() => import('./features/management/pages/ExchangeRatesPage'));
const LedgerCheckPage = lazy(() => import('./features/management/pages/LedgerCheckPage'));
const MessageTemplatesPage = lazy(() => import('./features/templates/pages/MessageTemplatesPage'));
const EventsPage = lazy(() => import('./features/events/pages/EventsPage'));
const AdminUpcomingPage = lazy(() => import('./features/upcoming/pages/AdminUpcomingPage'));
const AdminNotFoundPage = lazy(() => import('./features/not-found/pages/AdminNotFoundPage'));

/** Back-office pages of product-spec §2 that open in coming releases; their guard already holds. */
const UPCOMING = [
  '/admin/messages/sent',
  '/admin/messages/send',
  '/admin/notice',
  '/admin/notices/create',
  '/admin/notices/:id/edit',
  '/admin/inquiry',
  '/admin/inquiries/:id',
];

/** Every back-office route needs an administrator token (product-spec §2). */
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
    ...UPCOMING.map((path) => admin(path, AdminUpcomingPage)),
    admin('/admin/*', AdminNotFoundPage),
  ],
};

export default remoteModule;
