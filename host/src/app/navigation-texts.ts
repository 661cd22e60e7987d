import type { i18n } from 'i18next';
import { isAdminPath } from '@wallet/shared/domain';
import { addTexts, hasTexts, needsPageTexts, type TextSet } from '@wallet/shared/i18n';
import { readMemberSession } from '@wallet/shared/store';
import { pageLoad } from '../features/remotes';

type Loader<Result> = (args: { request: Request }) => Result;

/** The sets of texts a page at `pathname` needs beyond the first page's (load.ts). */
function textSetsFor(pathname: string): TextSet[] {
  return [
    ...(needsPageTexts(pathname, readMemberSession() !== null) ? (['pages'] as const) : []),
    ...(isAdminPath(pathname) ? (['backOffice'] as const) : []),
  ];
}

/**
 * Wraps the root route's loader: a page may start with the first page's texts only (a visitor's
 * home or login) or without the back office's (outside /admin), so a navigation to a page that
 * needs more first fetches them, in the same document. If they cannot be fetched, the
 * navigation becomes a full load of its target, which starts with them.
 */
export function withNavigationTexts<Result>(
  texts: i18n,
  next: Loader<Result>,
): Loader<Result | Promise<Result>> {
  return (args) => {
    const missing = textSetsFor(new URL(args.request.url).pathname).filter(
      (set) => !hasTexts(texts, set),
    );
    if (missing.length === 0) return next(args);
    return Promise.all(missing.map((set) => addTexts(texts, set))).then(
      () => next(args),
      () => {
        pageLoad.open(args.request.url);
        // The document is being replaced: the navigation never completes in this one.
        return new Promise<never>(() => undefined);
      },
    );
  };
}
