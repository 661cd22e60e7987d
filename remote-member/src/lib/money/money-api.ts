import {
  pendingRequestAnswerSchema,
  type MoneyRequest,
  type PendingRequestAnswer,
} from '@wallet/shared/domain';
import { baseApi } from '@wallet/shared/store';

/**
 * The member's money calls share one tag: `PENDING` is the one pending request a member may have
 * (docs/product.md §3), `LIST` every history list. `DepositAddress` lets a refusal refresh the
 * address shown. The features add their calls to this api object.
 */
export const moneyApi = baseApi.enhanceEndpoints({
  addTagTypes: ['MoneyRequest', 'DepositAddress'],
});

export const PENDING_TAG = { type: 'MoneyRequest', id: 'PENDING' } as const;
export const LIST_TAG = { type: 'MoneyRequest', id: 'LIST' } as const;

/**
 * What a created request changes: the balance (a withdrawal or a transfer holds money at once)
 * and the histories. The pending request itself is written into the cache from the answer
 * (PendingRequestGate), so the form cannot flash back while a refetch is under way.
 */
export const CREATED_TAGS = ['UserInfo', LIST_TAG] as const;

export const pendingApi = moneyApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /requests/pending: the member's pending request of any kind, or null. */
    getPendingRequest: build.query<PendingRequestAnswer, void>({
      query: () => '/requests/pending',
      responseSchema: pendingRequestAnswerSchema,
      providesTags: [PENDING_TAG],
    }),
    /**
     * POST /requests/{id}/cancel: the member's own pending request; held money returns. Named
     * apart from the back office's `cancelRequest`: both apps inject into one api.
     */
    cancelMyRequest: build.mutation<MoneyRequest, number>({
      query: (id) => ({ url: `/requests/${id}/cancel`, method: 'POST' }),
      // A refusal (already_decided, not_found) means our picture is old: ask again.
      invalidatesTags: (_result, error) =>
        error ? ['UserInfo', PENDING_TAG, LIST_TAG] : ['UserInfo', LIST_TAG],
    }),
  }),
});

export const { useGetPendingRequestQuery, useCancelMyRequestMutation } = pendingApi;

/** Puts the pending request the server just answered into the cache (created, or null). */
/** A create call's body with the form's Idempotency-Key (docs/product.md §10). */
export interface Keyed<Body> {
  body: Body;
  idempotencyKey: string;
}

/** The POST of a money-creating call: the body, and the key as the Idempotency-Key header. */
export const keyedPost =
  (url: string) =>
  <Body>({ body, idempotencyKey }: Keyed<Body>) => ({
    url,
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/**
 * The definition of a money-creating call on `url`: the keyed POST, and on success the balance and
 * histories refetched (CREATED_TAGS). The feature writes
 * `name: build.mutation<MoneyRequest, Keyed<Body>>(createEndpoint(url))`, keeping the name its own.
 */
export const createEndpoint = (url: string) => ({
  query: keyedPost(url),
  invalidatesTags: (_result: unknown, error: unknown) => (error ? [] : [...CREATED_TAGS]),
});

export const rememberPending = (request: MoneyRequest | null) =>
  pendingApi.util.upsertQueryData('getPendingRequest', undefined, { request });
