import { lazy } from 'react';
import type { RemoteModule, RemoteRoute } from '@wallet/shared/contracts';

const DashboardPage = lazy(() => import('./features/dashboard/pages/DashboardPage'));
const UsersListPage = lazy(() => import('./features/users/pages/UsersListPage'));
const UserDetailPage = lazy(() => import('./features/users/pages/UserDetailPage'));
const AdminUpcomingPage = lazy(() => import('./features/upcoming/pages/AdminUpcomingPage'));
const AdminNotFoundPage = lazy(() => import('./features/not-found/pages/AdminNotFoundPage'));

/** Back-office pages of product-spec §2 that open in coming releases; their guard already holds. */
const UPCOMING = [
  '/admin/deposit-addresses',
  '/admin/messages/sent',
  '/admin/messages/send',
  '/admin/messages/templates',
  '/admin/trade/recharge',
  '/admin/trade/withdraw',
  '/admin/trade/wallet-charge',
  '/admin/trade/wallet-withdraw',
  '/admin/trade/wallet-transfer',
  '/admin/notice',
  '/admin/notices/create',
  '/admin/notices/:id/edit',
  '/admin/inquiry',
  '/admin/inquiries/:id',
  '/admin/requests',
  '/admin/history',
  '/admin/events',
];

/** Every back-office route needs an administrator token (product-spec §2). */
const admin = (path: string, Component: RemoteRoute['Component']): RemoteRoute => ({
  path,
  guard: 'admin',
  Component,
});

/** The back office's routes, exposed as `admin/routes`. Pages are their own chunks. */
const remoteModule: RemoteModule = {
  routes: [
    admin('/admin', DashboardPage),
    admin('/admin/dashboard', DashboardPage),
    admin('/admin/users', UsersListPage),
    admin('/admin/users/:id', UserDetailPage),
    ...UPCOMING.map((path) => admin(path, AdminUpcomingPage)),
    admin('/admin/*', AdminNotFoundPage),
  ],
};

export default remoteModule;
