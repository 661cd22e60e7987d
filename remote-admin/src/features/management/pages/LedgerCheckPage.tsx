import { useTranslation } from '@wallet/shared/i18n';
import { Button, ErrorNotice, StatusNotice } from '@wallet/shared/ui';
import { ManagementNav } from '../components/ManagementNav';
import { MismatchTable } from '../components/MismatchTable';
import { useLazyReconcileLedgerQuery } from '../ledger-api';
import '../../../lib/money-admin.css';

/**
 * /admin/ledger: checks on demand that every journal entry sums to zero and every cached
 * balance equals its journal (docs/product.md §4). It only reads; nothing is repaired here.
 */
export default function LedgerCheckPage() {
  const { t } = useTranslation('adminMoney');
  const [check, { data, isError, isFetching }] = useLazyReconcileLedgerQuery();

  return (
    <section className="money-admin" aria-labelledby="ledger-title">
      <h1 id="ledger-title">{t('ledger.title')}</h1>
      <ManagementNav />
      <p>{t('ledger.intro')}</p>
      <div className="money-admin__toolbar">
        <Button onClick={() => void check()} disabled={isFetching} aria-busy={isFetching}>
          {isFetching ? t('ledger.running') : t('ledger.run')}
        </Button>
      </div>
      <div aria-live="polite">
        {isFetching ? null : isError ? (
          <ErrorNotice message={t('ledger.failed')} />
        ) : data ? (
          data.ok ? (
            <StatusNotice message={t('ledger.ok', { count: data.entries })} />
          ) : (
            <>
              <ErrorNotice
                message={t('ledger.mismatches', {
                  count: data.mismatches.length,
                  entries: data.entries,
                })}
              />
              <MismatchTable mismatches={data.mismatches} />
            </>
          )
        ) : null}
      </div>
    </section>
  );
}
