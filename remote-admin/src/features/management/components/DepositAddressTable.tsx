import { useTranslation } from '@wallet/shared/i18n';
import { formatKstDateTime, type AdminDepositAddress } from '@wallet/shared/domain';
import { DataTable } from '@wallet/shared/ui';
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
    <DataTable
      caption={caption}
      rows={addresses}
      rowKey={(address) => address.id}
      columns={[
        {
          key: 'label',
          header: t('addresses.columns.label'),
          rowHeader: true,
          wrap: true,
          cell: (address) => address.label,
        },
        {
          key: 'account',
          header: t('addresses.columns.account'),
          wrap: true,
          cell: (address) => address.account,
        },
        {
          key: 'holder',
          header: t('addresses.columns.holder'),
          wrap: true,
          cell: (address) => address.holder,
        },
        {
          key: 'state',
          header: t('addresses.columns.state'),
          cell: (address) => (
            <span
              className={`money-admin__status money-admin__status--${address.active ? 'active' : 'inactive'}`}
            >
              {t(address.active ? 'addresses.active' : 'addresses.inactive')}
            </span>
          ),
        },
        {
          key: 'updatedAt',
          header: t('addresses.columns.updatedAt'),
          cell: (address) => formatKstDateTime(address.updatedAt),
        },
      ]}
      actions={{
        header: t('addresses.columns.actions'),
        cell: (address) => {
          const actions: AddressAction[] = [
            'edit',
            address.active ? 'deactivate' : 'activate',
            'delete',
          ];
          return (
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
          );
        },
      }}
    />
  );
}
