import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorNotice, Loading, StatusNotice } from '@wallet/shared/ui';
import { ConfirmDialog } from '../../../lib/ConfirmDialog';
import { Pager } from '../../../lib/Pager';
import { pageCount } from '../../../lib/paging';
import { EventDialog } from '../components/EventDialog';
import { EventTable } from '../components/EventTable';
import { useListEventsQuery } from '../events-api';
import { useEventChanges } from '../use-event-changes';
import '../../../lib/money-admin.css';

/**
 * /admin/events (decisions.md §7): popups for the members' home and first-deposit events whose
 * percent the bonus pays. Every change is audited on the server.
 */
export default function EventsPage() {
  const { t } = useTranslation(['adminMoney', 'common']);
  const [page, setPage] = useState(1);
  const { data, isError, refetch } = useListEventsQuery({ page });
  const changes = useEventChanges();
  const deleting = changes.deleting;
  const notice = useRef<HTMLDivElement>(null);
  const pages = data ? pageCount(data.total) : 1;

  // A deleted row's buttons are gone: the outcome takes the focus instead of the page's start.
  useEffect(() => {
    if (changes.outcome?.takeFocus) notice.current?.focus();
  }, [changes.outcome]);
  // Deleting the last event of the last page leaves that page empty: go back to one that exists
  // (set while rendering, React's way to adjust state to what was just loaded).
  if (data && page > pages) setPage(pages);

  return (
    <section className="money-admin" aria-labelledby="events-title">
      <h1 id="events-title">{t('events.title')}</h1>
      <p>{t('events.intro')}</p>
      <div className="money-admin__toolbar">
        <Button onClick={() => changes.edit(null)}>{t('events.add')}</Button>
      </div>
      <div ref={notice} tabIndex={-1} className="money-admin__notice">
        {changes.outcome ? (
          changes.outcome.ok ? (
            <StatusNotice message={changes.outcome.message} />
          ) : (
            <ErrorNotice message={changes.outcome.message} />
          )
        ) : null}
      </div>
      {isError ? (
        <ErrorNotice
          message={t('events.loadFailed')}
          action={<Button onClick={() => void refetch()}>{t('list.retry')}</Button>}
        />
      ) : !data ? (
        <Loading label={t('common:loading')} />
      ) : data.rows.length === 0 ? (
        <p>{t('events.empty')}</p>
      ) : (
        <>
          <EventTable
            events={data.rows}
            busy={changes.busy}
            onEdit={changes.edit}
            onDelete={changes.askDelete}
          />
          <Pager page={page} pages={pages} onPage={setPage} />
        </>
      )}
      {changes.form ? (
        <EventDialog
          event={changes.form.event}
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
          busy={changes.busy}
          error={changes.dialogError}
          onConfirm={changes.confirmDelete}
          onCancel={changes.close}
        >
          <p>{t('events.confirm.deleteText')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
