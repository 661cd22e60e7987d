import { useTranslation } from '@wallet/shared/i18n';
import type { Currency } from '@wallet/shared/domain';
import { Button, Card, ErrorNotice, Loading } from '@wallet/shared/ui';
import { useGetDepositAddressQuery } from './deposit-addresses-api';
import { FigureList } from './FigureList';
import './money.css';

/**
 * Where a deposit in `currency` goes: the active address (docs/product.md §7), or a notice that there
 * is none, in which case the server refuses the request (deposit_address_unavailable).
 */
export function DepositAddressPanel({ currency }: { currency: Currency }) {
  const { t } = useTranslation('money');
  // `currentData`: the answer for this currency (never another currency's address); a refetch of
  // the same one (the tab regains focus) keeps it on screen instead of "Loading…".
  const { currentData: data, isError, refetch } = useGetDepositAddressQuery(currency);

  let body;
  if (isError) {
    body = (
      <ErrorNotice
        message={t('deposit.loadFailed')}
        action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}
      />
    );
  } else if (data === undefined) {
    body = <Loading label={t('loading')} />;
  } else if (data === null) {
    body = (
      <p role="status" className="money-notice">
        {t('deposit.none', { currency })}
      </p>
    );
  } else {
    body = (
      <FigureList
        figures={[
          { label: t('deposit.label'), value: data.label },
          { label: t('deposit.account'), value: <code>{data.account}</code> },
          { label: t('deposit.holder'), value: data.holder },
        ]}
      />
    );
  }
  return (
    <Card title={`${t('deposit.title')} · ${currency}`} className="money-panel">
      {body}
    </Card>
  );
}

/** Whether a deposit in `currency` can be made now: null while it is not known yet. */
export function useDepositAddressAvailable(currency: Currency | null): boolean | null {
  const { data, isFetching } = useGetDepositAddressQuery(currency ?? 'USD', { skip: !currency });
  if (!currency || isFetching || data === undefined) return null;
  return data !== null;
}
