import { useTranslation } from '@wallet/shared/i18n';
import { CURRENCIES } from '@wallet/shared/domain';
import { Button, Card } from '@wallet/shared/ui';
import { ConfirmDialog } from '../../../lib/ConfirmDialog';
import { RecordListSection } from '../../../lib/RecordListSection';
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

  return (
    <section className="money-admin" aria-labelledby="addresses-title">
      <h1 id="addresses-title">{t('addresses.title')}</h1>
      <ManagementNav />
      <p>{t('addresses.rule')}</p>
      <div className="money-admin__toolbar">
        <Button onClick={() => changes.open(null, 'edit')}>{t('addresses.add')}</Button>
      </div>
      <RecordListSection
        outcome={changes.outcome}
        data={data}
        isError={isError}
        onRetry={() => void refetch()}
        loadFailed={t('addresses.loadFailed')}
      >
        {(addressList) =>
          CURRENCIES.map((currency) => {
            const addresses = addressList.filter((address) => address.currency === currency);
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
        }
      </RecordListSection>
      {changes.form ? (
        <DepositAddressDialog
          address={changes.form.record}
          busy={changes.busy}
          error={changes.dialogError}
          onSave={changes.save}
          onCancel={changes.close}
        />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t(`addresses.confirm.${confirming.action}Title`, {
            label: confirming.record.label,
            currency: confirming.record.currency,
          })}
          confirmLabel={t(`addresses.${confirming.action}`)}
          danger={confirming.action === 'delete'}
          busy={changes.busy}
          error={changes.dialogError}
          onConfirm={changes.confirm}
          onCancel={changes.close}
        >
          <p>
            {t(`addresses.confirm.${confirming.action}Text`, {
              currency: confirming.record.currency,
            })}
          </p>
          <p>
            {confirming.record.account} · {confirming.record.holder}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
