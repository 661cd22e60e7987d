import { useTranslation } from '@wallet/shared/i18n';
import { Button, useClampPage, useListParams } from '@wallet/shared/ui';
import { ConfirmDialog } from '../../../lib/ConfirmDialog';
import { pageCount } from '../../../lib/paging';
import { RecordListSection } from '../../../lib/RecordListSection';
import { EventDialog } from '../components/EventDialog';
import { EventTable } from '../components/EventTable';
import { useListEventsQuery } from '../events-api';
import { useEventChanges } from '../use-event-changes';
import '../../../lib/money-admin.css';

/**
 * /admin/events: popups for the members' home and first-deposit events whose percent the bonus
 * pays. Every change is audited on the server.
 */
const NO_FILTERS = [] as const;

export default function EventsPage() {
  const { t } = useTranslation(['adminMoney', 'common']);
  // The page lives in the address, so a reload or a shared link shows the same page.
  const { page, go, setParams } = useListParams(NO_FILTERS);
  const { data, currentData, isError, refetch } = useListEventsQuery({ page });
  const changes = useEventChanges();
  const deleting = changes.confirming?.record;
  const pages = data ? pageCount(data.total) : 1;
  // Deleting the last event of the last page, or an old link, leaves the page past the end.
  const pastTheEnd = useClampPage(page, pages, currentData !== undefined, setParams);

  return (
    <section className="money-admin" aria-labelledby="events-title">
      <h1 id="events-title">{t('events.title')}</h1>
      <p>{t('events.intro')}</p>
      <div className="money-admin__toolbar">
        <Button onClick={() => changes.edit(null)}>{t('events.add')}</Button>
      </div>
      <RecordListSection
        outcome={changes.outcome}
        data={pastTheEnd ? undefined : data}
        isError={isError}
        onRetry={() => void refetch()}
        loadFailed={t('events.loadFailed')}
        empty={t('events.empty')}
        isEmpty={(loaded) => loaded.rows.length === 0}
        pager={{ page, pages, onPage: (next) => go({ page: next }) }}
      >
        {(loaded) => (
          <EventTable
            events={loaded.rows}
            busy={changes.busy}
            onEdit={changes.edit}
            onDelete={(event) => changes.ask(event, 'delete')}
          />
        )}
      </RecordListSection>
      {changes.form ? (
        <EventDialog
          event={changes.form.record}
          busy={changes.busy}
          error={changes.dialogError}
          onSave={changes.save}
          onCancel={changes.close}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('events.confirm.deleteTitle', { title: deleting.title })}
          confirmLabel={t('events.delete')}
          danger
          busy={changes.busy}
          error={changes.dialogError}
          onConfirm={changes.confirm}
          onCancel={changes.close}
        >
          <p>{t('events.confirm.deleteText')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
