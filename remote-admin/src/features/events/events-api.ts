import type { EventBody, SiteEvent } from '@wallet/shared/domain';
import { baseApi, type SessionOptions } from '@wallet/shared/store';
import { pageParams, withTotal, type Paged } from '../../lib/paging';

/** A change refreshes the list, refused or not: someone else may have changed it first. */
const LIST = [{ type: 'Event' as const, id: 'LIST' }];

/** Every call carries the administrator's token; a 401 ends the administrator's session. */
const ADMIN = { session: 'admin' } satisfies SessionOptions;

/** The back office's events (docs/api.md "Administrator", docs/product.md §7). */
export const eventsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Event'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    listEvents: build.query<Paged<SiteEvent>, { page: number }>({
      query: ({ page }) => ({ url: '/admin/events', params: pageParams(page) }),
      transformResponse: (rows: SiteEvent[], meta) => withTotal(rows, meta),
      extraOptions: ADMIN,
      providesTags: LIST,
    }),
    createEvent: build.mutation<SiteEvent, EventBody>({
      query: (body) => ({ url: '/admin/events', method: 'POST', body }),
      extraOptions: ADMIN,
      invalidatesTags: LIST,
    }),
    updateEvent: build.mutation<SiteEvent, { id: number; body: EventBody }>({
      query: ({ id, body }) => ({ url: `/admin/events/${id}`, method: 'PUT', body }),
      extraOptions: ADMIN,
      invalidatesTags: LIST,
    }),
    deleteEvent: build.mutation<void, { id: number }>({
      query: ({ id }) => ({ url: `/admin/events/${id}`, method: 'DELETE' }),
      extraOptions: ADMIN,
      invalidatesTags: LIST,
    }),
  }),
});

export const {
  useListEventsQuery,
  useCreateEventMutation,
  useUpdateEventMutation,
  useDeleteEventMutation,
} = eventsApi;

/** The body of an event as it stands, for the edit form. */
export function bodyOf(event: SiteEvent): EventBody {
  const { title, content, imageUrl, type, bonusPercent, startsAt, endsAt, active } = event;
  return { title, content, imageUrl, type, bonusPercent, startsAt, endsAt, active };
}
