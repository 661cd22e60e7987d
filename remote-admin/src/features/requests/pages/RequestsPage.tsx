import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MONEY_REQUEST_KINDS,
  MONEY_REQUEST_STATUSES,
  type MoneyRequestKind,
} from '@wallet/shared/domain';
import { Button, EmptyState, ErrorNotice, ListSkeleton, StatusNotice } from '@wallet/shared/ui';
import { ListFilters } from '../../../lib/ListFilters';
import { TradeNav } from '../../../lib/TradeNav';
import { Pager } from '../../../lib/Pager';
import { pageCount } from '../../../lib/paging';
import { oneOf, useClampPage, useListParams } from '../../../lib/use-list-params';
import { useListRequestsQuery } from '../api';
import { DecisionDialog } from '../components/DecisionDialog';
import { RequestsTable } from '../components/RequestsTable';
import { useDecision } from '../use-decision';
import '../../../lib/money-admin.css';

const FILTER_KEYS = ['kind', 'status', 'username', 'from', 'to'] as const;

/**
 * The money requests to process: one kind (the five /admin/trade pages) or every kind
 * (/admin/requests, with a kind filter). Without a status filter the server puts pending ones
 * first. Filters and page live in the URL.
 */
export default function RequestsPage({ kind: fixedKind }: { kind?: MoneyRequestKind }) {
  const { t } = useTranslation(['adminMoney', 'common']);
  const { filters, page, go, setParams } = useListParams(FILTER_KEYS);
  const kind = fixedKind ?? oneOf(MONEY_REQUEST_KINDS, filters.kind);
  const status = oneOf(MONEY_REQUEST_STATUSES, filters.status);
  const query = { ...filters, kind, status, page };
  const { data, currentData, isError, isFetching, refetch } = useListRequestsQuery(query);
  const decision = useDecision();
  const notice = useRef<HTMLDivElement>(null);

  const pages = data ? pageCount(data.total) : 1;
  const pastTheEnd = useClampPage(page, pages, currentData !== undefined, setParams);

  // After a decision the row's buttons are gone: the outcome takes the focus instead.
  useEffect(() => {
    if (decision.result) notice.current?.focus();
  }, [decision.result]);

  const title = fixedKind ? t(`trade.titles.${fixedKind}`) : t('trade.allTitle');
  const selects = [
    ...(fixedKind
      ? []
      : [
          {
            name: 'kind',
            label: t('list.kind'),
            value: kind ?? '',
            options: [
              { value: '', label: t('list.all') },
              ...MONEY_REQUEST_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) })),
            ],
          },
        ]),
    {
      name: 'status',
      label: t('list.status'),
      value: status ?? '',
      hint: t('requests.statusHint'),
      options: [
        { value: '', label: t('list.all') },
        ...MONEY_REQUEST_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
      ],
    },
  ];

  return (
    <section className="money-admin" aria-labelledby="requests-title">
      <h1 id="requests-title">{title}</h1>
      <TradeNav />
      <ListFilters
        key={`${filters.username}|${filters.from}|${filters.to}`}
        username={filters.username}
        from={filters.from}
        to={filters.to}
        selects={selects}
        onSelect={(name, value) => go(name === 'kind' ? { kind: value } : { status: value })}
        onSearch={(search) => go(search)}
        onClear={() => go({ kind: '', status: '', username: '', from: '', to: '' })}
      />
      <div ref={notice} tabIndex={-1} className="money-admin__notice">
        {decision.result ? (
          decision.result.ok ? (
            <StatusNotice message={decision.result.message} />
          ) : (
            <ErrorNotice message={decision.result.message} />
          )
        ) : null}
      </div>
      {isError ? (
        <ErrorNotice
          message={t('requests.loadFailed')}
          action={<Button onClick={() => void refetch()}>{t('list.retry')}</Button>}
        />
      ) : !data || pastTheEnd ? (
        <ListSkeleton label={t('common:loading')} />
      ) : (
        <div aria-busy={isFetching}>
          <p className="money-admin__total">{t('list.total', { count: data.total })}</p>
          {data.rows.length === 0 ? (
            <EmptyState message={t('requests.empty')} />
          ) : (
            <RequestsTable
              kind={kind}
              requests={data.rows}
              busy={decision.busy}
              onDecide={decision.start}
            />
          )}
          <Pager page={page} pages={pages} onPage={(next) => go({ page: next })} />
        </div>
      )}
      {decision.open ? (
        <DecisionDialog
          request={decision.open.request}
          decision={decision.open.decision}
          busy={decision.busy}
          error={decision.dialogError}
          onConfirm={(memo) => void decision.confirm(memo)}
          onCancel={decision.close}
        />
      ) : null}
    </section>
  );
}
