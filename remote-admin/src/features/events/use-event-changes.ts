import { useTranslation } from '@wallet/shared/i18n';
import type { EventBody, SiteEvent } from '@wallet/shared/domain';
import { recordCalls, useRecordChanges } from '../../lib/use-record-changes';
import {
  useCreateEventMutation,
  useDeleteEventMutation,
  useUpdateEventMutation,
} from './events-api';

/** The open form or delete confirmation of the events list, on the back office's one pattern. */
export function useEventChanges() {
  const { t } = useTranslation('adminMoney');
  const calls = recordCalls<EventBody>(
    useCreateEventMutation(),
    useUpdateEventMutation(),
    useDeleteEventMutation(),
  );
  return useRecordChanges<SiteEvent, EventBody>({
    ...calls,
    perform: calls.remove,
    removes: ['delete'],
    texts: {
      created: t('events.done.created'),
      saved: t('events.done.saved'),
      done: { delete: t('events.done.deleted') },
      notFound: t('events.errors.notFound'),
      failed: t('events.errors.failed'),
      // A deleted event that paid bonuses would lose their history.
      refusals: { event_in_use: t('events.errors.inUse') },
    },
  });
}
