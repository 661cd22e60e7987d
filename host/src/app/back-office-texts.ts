import type { i18n } from 'i18next';
import { isAdminPath } from '@wallet/shared/domain';
import { addBackOfficeTexts, hasBackOfficeTexts } from '@wallet/shared/i18n';
import { pageLoad } from '../features/remotes';

type Loader<Result> = (args: { request: Request }) => Result;

/**
 * Wraps the root route's loader: a page that started outside /admin has only the member side's
 * texts (the back office's travel only to pages under /admin, load.ts), so a navigation into the
 * back office first fetches them, in the same document. If they cannot be fetched, the
 * navigation becomes a full load of its target, which starts with them.
 */
export function withBackOfficeTexts<Result>(
  texts: i18n,
  next: Loader<Result>,
): Loader<Result | Promise<Result>> {
  return (args) => {
    if (!isAdminPath(new URL(args.request.url).pathname) || hasBackOfficeTexts(texts)) {
      return next(args);
    }
    return addBackOfficeTexts(texts).then(
      () => next(args),
      () => {
        pageLoad.open(args.request.url);
        // The document is being replaced: the navigation never completes in this one.
        return new Promise<never>(() => undefined);
      },
    );
  };
}
