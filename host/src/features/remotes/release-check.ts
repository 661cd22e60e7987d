import { pageLoad } from './page-load';
import { remoteReleaseChanged } from './remote-registry';

type Loader<Result> = (args: { request: Request }) => Result;

/**
 * Wraps the root route's loader (which runs before every navigation): when a remote that runs
 * on this page has been re-released, the navigation becomes a full load of its target, so the
 * next page comes from the new release rather than from a mix. The old release stays served,
 * so until then the open page keeps working. Synchronous whenever there is nothing to ask, so
 * the first render waits for nothing.
 */
export function withReleaseCheck<Result>(
  next: Loader<Result>,
): Loader<Result | null | Promise<Result | null>> {
  return (args) => {
    const result = next(args);
    // The inner loader decided (a redirect to a login page): that navigation happens first.
    if (result !== null) return result;
    const changed = remoteReleaseChanged();
    if (changed === false) return null;
    return changed.then((yes) => {
      if (!yes) return null;
      pageLoad.open(args.request.url);
      // The document is being replaced: the navigation never completes in this one.
      return new Promise<never>(() => undefined);
    });
  };
}
