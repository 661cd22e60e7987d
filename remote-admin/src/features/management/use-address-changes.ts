import { useTranslation } from 'react-i18next';
import type { AdminDepositAddress, DepositAddressBody } from '@wallet/shared/domain';
import { useRecordChanges } from '../../lib/use-record-changes';
import type { AddressAction } from './components/DepositAddressTable';
import {
  bodyOf,
  useCreateDepositAddressMutation,
  useDeleteDepositAddressMutation,
  useUpdateDepositAddressMutation,
} from './deposit-addresses-api';

type ConfirmedAction = Exclude<AddressAction, 'edit'>;

/** The open form or confirmation of the deposit addresses, on the back office's one pattern. */
export function useAddressChanges() {
  const { t } = useTranslation('adminMoney');
  const [create, createCall] = useCreateDepositAddressMutation();
  const [update, updateCall] = useUpdateDepositAddressMutation();
  const [remove, removeCall] = useDeleteDepositAddressMutation();
  const changes = useRecordChanges<AdminDepositAddress, DepositAddressBody, ConfirmedAction>({
    busy: createCall.isLoading || updateCall.isLoading || removeCall.isLoading,
    create: (body) => create(body).unwrap(),
    update: (address, body) => update({ id: address.id, body }).unwrap(),
    // (De)activating PUTs the whole address with only `active` changed.
    perform: (address, action) =>
      action === 'delete'
        ? remove({ id: address.id }).unwrap()
        : update({
            id: address.id,
            body: { ...bodyOf(address), active: action === 'activate' },
          }).unwrap(),
    removes: ['delete'],
    texts: {
      created: t('addresses.done.created'),
      saved: t('addresses.done.saved'),
      done: {
        activate: t('addresses.done.activated'),
        deactivate: t('addresses.done.deactivated'),
        delete: t('addresses.done.deleted'),
      },
      notFound: t('addresses.errors.notFound'),
      failed: t('addresses.errors.failed'),
    },
  });
  return {
    ...changes,
    /** A row's action: Edit opens the form, the others ask first. */
    open: (address: AdminDepositAddress | null, action: AddressAction) => {
      if (action === 'edit') changes.edit(address);
      else if (address) changes.ask(address, action);
    },
  };
}
