import { useLayoutEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useLocation } from '@wallet/shared/router';

/** What one copy of a list's filters leaves for the next, for one moment. */
interface Draft {
  pathname: string;
  /** The typed fields as the address gave them to the copy that was typed into. */
  fromAddress: string;
  typed: FieldValues;
}

let handedOver: Draft | null = null;

/**
 * Keeps what was typed into a list's filters and not yet searched when the page is re-created.
 * The shell rebuilds the page on every change of its address (docs/product.md §11) and a select
 * applies at once, so without this a username typed before (or while) a status is picked would
 * vanish with the old copy. The typing goes on to the new copy only when the address still says
 * the same about the typed fields (a select or the page changed); Search, Clear, "back" or a
 * link that changes them start from the address, and a copy of another list never takes it.
 */
export function useFilterDraft<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'reset'>,
  fromAddress: T,
): void {
  const { pathname } = useLocation();
  const address = JSON.stringify(fromAddress);
  const { getValues, reset } = form;

  // Layout effects: the old copy's clean-up runs before the new copy's effect in the same commit.
  useLayoutEffect(() => {
    const draft = handedOver;
    handedOver = null;
    if (draft && draft.pathname === pathname && draft.fromAddress === address) {
      // The typed values stand; the address's stay the form's defaults (what "in force" means).
      reset(draft.typed as T, { keepDefaultValues: true });
    }
    return () => {
      const left: Draft = { pathname, fromAddress: address, typed: getValues() };
      handedOver = left;
      // Nobody took it in this commit (the person went elsewhere): it is forgotten.
      setTimeout(() => {
        if (handedOver === left) handedOver = null;
      }, 0);
    };
    // Once per copy: the hand-over is between copies, not between renders of one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
