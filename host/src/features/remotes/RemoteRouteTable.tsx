import { Suspense, type ReactNode } from 'react';
import { useRoutes } from '@wallet/shared/router';
import type { RemoteModule, RemoteRoute } from '@wallet/shared/contracts';
import { RouteLoading } from './first-paint';
import { pathBelow } from './relative-path';

export interface RemoteRouteTableProps {
  /** The path the host mounted the remote under: '/' or '/admin'. */
  base: string;
  /** How the shell renders one route: inside the guard the route names. */
  renderRoute: (route: RemoteRoute) => ReactNode;
}

/** A remote's routes, matched by react-router below the host's splat route. */
export function RemoteRouteTable({
  module,
  base,
  renderRoute,
}: RemoteRouteTableProps & { module: RemoteModule }) {
  const element = useRoutes(
    module.routes.map((route) => ({
      path: pathBelow(base, route.path),
      element: <Suspense fallback={<RouteLoading />}>{renderRoute(route)}</Suspense>,
    })),
  );
  return element;
}
