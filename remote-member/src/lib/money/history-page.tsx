import type { ReactNode } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import type { MoneyRequest } from '@wallet/shared/domain';
import { SelectField } from '@wallet/shared/ui';
import type { HistoryArgs, HistoryPage } from './history';
import { HistoryResults } from './HistoryResults';
import { MoneyPage } from './MoneyPage';
import { useHistoryParams } from './use-history-params';
import './money.css';

/** A history's view as the address holds it, and what its feature's query hook is to be given. */
export interface HistoryState<Filter extends string> {
  filters: readonly Filter[];
  filter: Filter | null;
  page: number;
  go: (next: { filter?: Filter | null; page?: number }) => void;
  args: HistoryArgs<Filter>;
  options: { refetchOnMountOrArgChange: boolean };
}

/**
 * The filter and page of a history, and the arguments of its query. The feature calls its own
 * generated hook with them (`useGetXQuery(history.args, history.options)`): hooks are not passed
 * around as values (react.dev, Rules of React).
 */
export function useHistory<Filter extends string = never>(
  filters: readonly Filter[] = [],
): HistoryState<Filter> {
  const { filter, page, go } = useHistoryParams(filters);
  return {
    filters,
    filter,
    page,
    go,
    args: { type: filter, page },
    // Decisions happen elsewhere: coming back to the page asks again.
    options: { refetchOnMountOrArgChange: true },
  };
}

/** The part of an RTK Query history answer the page reads. */
export interface HistoryAnswer {
  currentData?: HistoryPage | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface MoneyHistoryPageProps<Filter extends string> {
  title: string;
  history: HistoryState<Filter>;
  answer: HistoryAnswer;
  /** Names a type in the filter; a history without it has no filter. */
  filterLabel?: (filter: Filter) => string;
  /** The feature's table of the rows; only called with at least one row. */
  children: (rows: MoneyRequest[]) => ReactNode;
}

/** The screen every money history shares: title, type filter, then the rows and their paging. */
export function MoneyHistoryPage<Filter extends string>({
  title,
  history: { filters, filter, page, go },
  answer: { currentData, isError, isFetching, refetch },
  filterLabel,
  children,
}: MoneyHistoryPageProps<Filter>) {
  const { t } = useTranslation('money');
  return (
    <MoneyPage title={title} wide>
      {filterLabel && filters.length > 0 ? (
        <div className="money-filters">
          <SelectField
            label={t('history.filter')}
            value={filter ?? ''}
            onChange={(event) =>
              go({ filter: filters.find((type) => type === event.target.value) ?? null })
            }
          >
            <option value="">{t('history.all')}</option>
            {filters.map((type) => (
              <option key={type} value={type}>
                {filterLabel(type)}
              </option>
            ))}
          </SelectField>
        </div>
      ) : null}
      <HistoryResults
        data={currentData}
        isError={isError}
        isFetching={isFetching}
        refetch={() => void refetch()}
        page={page}
        onPage={(next) => go({ page: next })}
      >
        {children}
      </HistoryResults>
    </MoneyPage>
  );
}
