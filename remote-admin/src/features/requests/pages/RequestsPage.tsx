import { useEffect, useRef } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import {
  MONEY_REQUEST_KINDS,
  MONEY_REQUEST_STATUSES,
  type MoneyRequestKind,
} from '@wallet/shared/domain';
import { oneOf, useClampPage, useListParams } from '@wallet/shared/ui';
import { ListFilters } from '../../../lib/ListFilters';
import { PagedList } from '../../../lib/PagedList';
import { TradeNav } from '../../../lib/TradeNav';
import { pageCount } from '../../../lib/paging';
import { useListRequestsQuery } from '../api';
import { DecisionDialog } from '../components/DecisionDialog';
import { DecisionToast } from '../components/DecisionToast';
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
  const answer = useListRequestsQuery(query);
  const { data, currentData } = answer;
  const decision = useDecision();
  const list = useRef<HTMLDivElement>(null);
  const toast = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<number | null>(null);

  const pages = data ? pageCount(data.total) : 1;
  const pastTheEnd = useClampPage(page, pages, currentData !== undefined, setParams);

  // After a decision the row's buttons are gone. Once the list shows it decided (pending rows
  // come first, so it may have moved), the focus goes to that row's Details, in view; to the
  // outcome itself when a filter has taken the row off the page.
  useEffect(() => {
    focusAfter.current = decision.result?.id ?? null;
  }, [decision.result]);
  useEffect(() => {
    const id = focusAfter.current;
    if (id === null || !currentData) return;
    if (currentData.rows.some((row) => row.id === id && row.status === 'pending')) return;
    focusAfter.current = null;
    const details = list.current?.querySelector<HTMLElement>(
      '.requests__row--decided .ui-table__toggle',
    );
    (details ?? toast.current)?.focus();
  }, [decision.result, currentData]);

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
      <PagedList
        answer={answer}
        pastTheEnd={pastTheEnd}
        pager={{ page, pages, onPage: (next) => go({ page: next }) }}
        texts={{
          loadFailed: t('requests.loadFailed'),
          empty: t('requests.empty'),
          total: (count) => t('list.total', { count }),
        }}
        totalClassName="money-admin__total"
        isEmpty={(loaded) => loaded.rows.length === 0}
        listRef={list}
      >
        {(loaded) => (
          <RequestsTable
            kind={kind}
            requests={loaded.rows}
            busy={decision.busy}
            decidedId={decision.result?.id ?? null}
            onDecide={decision.start}
          />
        )}
      </PagedList>
      <DecisionToast ref={toast} result={decision.result} onClose={decision.dismiss} />
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
