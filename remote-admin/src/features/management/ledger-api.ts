import { reconciliationSchema, type Reconciliation } from '@wallet/shared/domain';
import { baseApi } from '@wallet/shared/store';

/** GET /admin/ledger/reconcile (docs/product.md §4), run on demand: it reads every entry. */
export const ledgerApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    reconcileLedger: build.query<Reconciliation, void>({
      query: () => '/admin/ledger/reconcile',
      responseSchema: reconciliationSchema,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyReconcileLedgerQuery } = ledgerApi;
