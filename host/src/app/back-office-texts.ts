import type { i18n } from 'i18next';
import { isAdminPath } from '@wallet/shared/domain';
import { hasBackOfficeTexts } from '@wallet/shared/i18n';
import { pageLoad } from '../features/remotes';

type Loader<Result> = (args: { request: Request }) => Result;

/**
 * Wraps the root route's loader: a page that started outside /admin has only the member side's
 * texts (the back office's travel only to pages that start under /admin), so a navigation into
 * the back office from it becomes a full load of its target, which starts with them.
 */
export function withBackOfficeTexts<Result>(
  texts: i18n,
  next: Loader<Result>,
): Loader<Result | Promise<never>> {
  return (args) => {
    if (!isAdminPath(new URL(args.request.url).pathname) || hasBackOfficeTexts(texts)) {
      return next(args);
    }
    pageLoad.open(args.request.url);
    // The document is being replaced: the navigation never completes in this one.
    return new Promise<never>(() => undefined);
  };
}
