import type { RouteGuard } from '@wallet/shared/contracts';
import type { AuthState } from '@wallet/shared/store';

export interface GuardRefusal {
  redirectTo: '/login' | '/admin/login';
  message: 'guard.adminRequired' | 'guard.loginRequired';
}

const needsLogin: GuardRefusal = { redirectTo: '/login', message: 'guard.loginRequired' };

/** docs/product.md §11 "Route guards": null when the route may open, else where to send the user. */
export function guardRefusal(guard: RouteGuard, auth: AuthState): GuardRefusal | null {
  switch (guard) {
    case 'public':
      return null;
    case 'admin':
      return auth.adminToken
        ? null
        : { redirectTo: '/admin/login', message: 'guard.adminRequired' };
    case 'member':
      return auth.memberToken && auth.role === 'user' ? null : needsLogin;
    case 'loggedIn':
      return auth.memberToken ? null : needsLogin;
  }
}
