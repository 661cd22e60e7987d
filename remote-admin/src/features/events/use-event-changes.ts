import { useTranslation } from 'react-i18next';
import type { EventBody, SiteEvent } from '@wallet/shared/domain';
import { useRecordChanges } from '../../lib/use-record-changes';
import {
  useCreateEventMutation,
  useDeleteEventMutation,
  useUpdateEventMutation,
} from './events-api';

/** The open form or delete confirmation of the events list, on the back office's one pattern. */
export function useEventChanges() {
  const { t } = useTranslation('adminMoney');
  const [create, createCall] = useCreateEventMutation();
  const [update, updateCall] = useUpdateEventMutation();
  const [remove, removeCall] = useDeleteEventMutation();
  return useRecordChanges<SiteEvent, EventBody>({
    busy: createCall.isLoading || updateCall.isLoading || removeCall.isLoading,
    create: (body) => create(body).unwrap(),
    update: (event, body) => update({ id: event.id, body }).unwrap(),
    perform: (event) => remove({ id: event.id }).unwrap(),
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
