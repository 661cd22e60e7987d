import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import type { RemoteName } from '@wallet/shared/contracts';
import { Button, ErrorNotice } from '@wallet/shared/ui';
import { RouteLoading } from './first-paint';
import { loadRemoteRoutes } from './load-remote-routes';
import { pageLoad } from './page-load';
import { remoteFailure } from './remote-errors';
import { forgetRemoteMap } from './remote-registry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteRouteTable, type RemoteRouteTableProps } from './RemoteRouteTable';

type RemoteTable = LazyExoticComponent<ComponentType<RemoteRouteTableProps>>;

/**
 * One lazy component per remote, kept across navigations (the page area is re-created on every
 * path change, and a new lazy would flash the fallback each time). React caches a rejected lazy,
 * so a retry must drop it and make a fresh one.
 */
const tables = new Map<RemoteName, RemoteTable>();

function remoteTable(remote: RemoteName): RemoteTable {
  let table = tables.get(remote);
  if (!table) {
    table = lazy(async () => {
      const module = await loadRemoteRoutes(remote);
      return {
        default: (props: RemoteRouteTableProps) => <RemoteRouteTable module={module} {...props} />,
      };
    });
    tables.set(remote, table);
  }
  return table;
}

/** Drops the cached component so the next render loads the remote again. */
export function forgetRemote(remote: RemoteName): void {
  tables.delete(remote);
}

/**
 * The page area's content: a remote's routes, with a loading state and, when the remote fails, a
 * translated message: Retry for a remote that did not load or was built for another version of
 * the site (the map is read again: a fix may have been published meanwhile), Reload for a file
 * of the running release that did not load (forms keep their drafts across the reload).
 */
export function RemoteArea({
  remote,
  ...tableProps
}: RemoteRouteTableProps & { remote: RemoteName }) {
  const { t } = useTranslation();
  // Kept in state: the same component across renders, replaced by a fresh one on retry.
  const [Table, setTable] = useState(() => remoteTable(remote));
  return (
    <RemoteErrorBoundary
      onRetry={() => {
        forgetRemote(remote);
        forgetRemoteMap();
        setTable(() => remoteTable(remote));
      }}
      fallback={(retry, error) => {
        const failure = remoteFailure(error);
        if (failure === 'reload') {
          return (
            <ErrorNotice
              message={t('remote.reloadNeeded')}
              action={
                <Button variant="secondary" onClick={() => pageLoad.reload()}>
                  {t('remote.reload')}
                </Button>
              }
            />
          );
        }
        return (
          <ErrorNotice
            message={t(failure === 'incompatible' ? 'remote.incompatible' : 'remote.loadFailed')}
            action={
              <Button variant="secondary" onClick={retry}>
                {t('remote.retry')}
              </Button>
            }
          />
        );
      }}
    >
      <Suspense fallback={<RouteLoading />}>
        <Table {...tableProps} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
