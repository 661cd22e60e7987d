import { lazy } from 'react';

/** The login pages are their own chunks: a returning member's first screen does not need them. */
export const LoginPage = lazy(() => import('./pages/LoginPage'));
export const AdminLoginPage = lazy(() => import('./pages/AdminLoginPage'));

export { RouteGuard } from './components/RouteGuard';
export { SessionExpiredDialog } from './components/SessionExpiredDialog';
export { createSessionExpiryLoader } from './session-expiry-loader';
export { useLogout } from './hooks/useLogout';
export { guardRefusal } from './guard-rules';
