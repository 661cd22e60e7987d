import { useTranslation } from '@wallet/shared/i18n';
import type { AdminDepositAddress, DepositAddressBody } from '@wallet/shared/domain';
import { recordCalls, useRecordChanges } from '../../lib/use-record-changes';
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
  const calls = recordCalls<DepositAddressBody>(
    useCreateDepositAddressMutation(),
    useUpdateDepositAddressMutation(),
    useDeleteDepositAddressMutation(),
  );
  const changes = useRecordChanges<AdminDepositAddress, DepositAddressBody, ConfirmedAction>({
    ...calls,
    // (De)activating PUTs the whole address with only `active` changed.
    perform: (address, action) =>
      action === 'delete'
        ? calls.remove(address)
        : calls.update(address, { ...bodyOf(address), active: action === 'activate' }),
    // The pressed button is gone after each: Activate turns into Deactivate and back.
    removes: ['delete', 'activate', 'deactivate'],
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
