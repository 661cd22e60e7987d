import { useTranslation } from 'react-i18next';
import { formatKstDateTime, type AdminDepositAddress } from '@wallet/shared/domain';
import { RowActions } from '../../../lib/RowActions';

export type AddressAction = 'edit' | 'activate' | 'deactivate' | 'delete';

export interface DepositAddressTableProps {
  caption: string;
  addresses: AdminDepositAddress[];
  busy: boolean;
  onAction: (address: AdminDepositAddress, action: AddressAction) => void;
}

/** The addresses of one currency, the active one marked, each with its actions. */
export function DepositAddressTable({
  caption,
  addresses,
  busy,
  onAction,
}: DepositAddressTableProps) {
  const { t } = useTranslation('adminMoney');
  return (
    <div className="money-admin__table-wrap">
      <table className="money-admin__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('addresses.columns.label')}</th>
            <th scope="col">{t('addresses.columns.account')}</th>
            <th scope="col">{t('addresses.columns.holder')}</th>
            <th scope="col">{t('addresses.columns.state')}</th>
            <th scope="col">{t('addresses.columns.updatedAt')}</th>
            <th scope="col">{t('addresses.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {addresses.map((address) => {
            const actions: AddressAction[] = [
              'edit',
              address.active ? 'deactivate' : 'activate',
              'delete',
            ];
            return (
              <tr key={address.id}>
                <th scope="row">{address.label}</th>
                <td className="money-admin__memo">{address.account}</td>
                <td>{address.holder}</td>
                <td>
                  <span
                    className={`money-admin__status money-admin__status--${address.active ? 'active' : 'inactive'}`}
                  >
                    {t(address.active ? 'addresses.active' : 'addresses.inactive')}
                  </span>
                </td>
                <td>{formatKstDateTime(address.updatedAt)}</td>
                <td>
                  <RowActions
                    busy={busy}
                    actions={actions.map((action) => ({
                      key: action,
                      label: t(`addresses.${action}`),
                      name: t('addresses.actionOn', {
                        action: t(`addresses.${action}`),
                        label: address.label,
                        currency: address.currency,
                      }),
                      danger: action === 'delete',
                      onClick: () => onAction(address, action),
                    }))}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
