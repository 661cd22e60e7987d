import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@wallet/shared/domain';
import { Button, Card, ErrorNotice, Loading, StatusNotice } from '@wallet/shared/ui';
import { ConfirmDialog } from '../../../lib/ConfirmDialog';
import { DepositAddressDialog } from '../components/DepositAddressDialog';
import { DepositAddressTable } from '../components/DepositAddressTable';
import { ManagementNav } from '../components/ManagementNav';
import { useListDepositAddressesQuery } from '../deposit-addresses-api';
import { useAddressChanges } from '../use-address-changes';
import '../../../lib/money-admin.css';

/**
 * /admin/deposit-addresses: where members send a charge, per currency. At most one address of
 * a currency is active (the one members are shown); activating one deactivates the other.
 */
export default function DepositAddressesPage() {
  const { t } = useTranslation(['adminMoney', 'common']);
  const { data, isError, refetch } = useListDepositAddressesQuery();
  const changes = useAddressChanges();
  const confirming = changes.confirming;
  const notice = useRef<HTMLDivElement>(null);

  // A deleted row's buttons are gone: the outcome takes the focus instead of the page's start.
  useEffect(() => {
    if (changes.outcome?.takeFocus) notice.current?.focus();
  }, [changes.outcome]);

  return (
    <section className="money-admin" aria-labelledby="addresses-title">
      <h1 id="addresses-title">{t('addresses.title')}</h1>
      <ManagementNav />
      <p>{t('addresses.rule')}</p>
      <div className="money-admin__toolbar">
        <Button onClick={() => changes.open(null, 'edit')}>{t('addresses.add')}</Button>
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
          message={t('addresses.loadFailed')}
          action={<Button onClick={() => void refetch()}>{t('list.retry')}</Button>}
        />
      ) : !data ? (
        <Loading label={t('common:loading')} />
      ) : (
        CURRENCIES.map((currency) => {
          const addresses = data.filter((address) => address.currency === currency);
          const title = t('addresses.currencyTitle', { currency });
          return (
            <Card key={currency} title={title}>
              {addresses.some((address) => address.active) ? null : (
                <p className="money-admin__warning">{t('addresses.noneActive', { currency })}</p>
              )}
              {addresses.length === 0 ? null : (
                <DepositAddressTable
                  caption={title}
                  addresses={addresses}
                  busy={changes.busy}
                  onAction={changes.open}
                />
              )}
            </Card>
          );
        })
      )}
      {changes.form ? (
        <DepositAddressDialog
          address={changes.form.address}
          busy={changes.busy}
          error={changes.dialogError}
          onSave={changes.save}
          onCancel={changes.close}
        />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t(`addresses.confirm.${confirming.action}Title`, {
            label: confirming.address.label,
            currency: confirming.address.currency,
          })}
          confirmLabel={t(`addresses.${confirming.action}`)}
          busy={changes.busy}
          error={changes.dialogError}
          onConfirm={changes.confirm}
          onCancel={changes.close}
        >
          <p>
            {t(`addresses.confirm.${confirming.action}Text`, {
              currency: confirming.address.currency,
            })}
          </p>
          <p>
            {confirming.address.account} · {confirming.address.holder}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
