import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDepositAddress, DepositAddressBody } from '@wallet/shared/domain';
import { apiErrorBody } from '@wallet/shared/store';
import type { AddressAction } from './components/DepositAddressTable';
import {
  bodyOf,
  useCreateDepositAddressMutation,
  useDeleteDepositAddressMutation,
  useUpdateDepositAddressMutation,
} from './deposit-addresses-api';

/** `takeFocus` when the control that opened the dialog is gone (a deleted or vanished row). */
type Outcome = { ok: boolean; message: string; takeFocus: boolean };

/** The open form or confirmation, each change awaited before the list shows it. */
export function useAddressChanges() {
  const { t } = useTranslation('adminMoney');
  const [create, createCall] = useCreateDepositAddressMutation();
  const [update, updateCall] = useUpdateDepositAddressMutation();
  const [remove, removeCall] = useDeleteDepositAddressMutation();
  const [form, setForm] = useState<{ address: AdminDepositAddress | null } | null>(null);
  const [confirming, setConfirming] = useState<{
    address: AdminDepositAddress;
    action: Exclude<AddressAction, 'edit'>;
  } | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const busy = createCall.isLoading || updateCall.isLoading || removeCall.isLoading;

  /** Runs a change; closes its dialog on success or when the address is gone. */
  const run = async (
    change: () => Promise<unknown>,
    done: string,
    close: () => void,
    removesRow = false,
  ) => {
    setDialogError(null);
    try {
      await change();
      close();
      setOutcome({ ok: true, message: done, takeFocus: removesRow });
    } catch (failure) {
      if (apiErrorBody(failure)?.error === 'not_found') {
        close();
        setOutcome({ ok: false, message: t('addresses.errors.notFound'), takeFocus: true });
      } else {
        setDialogError(t('addresses.errors.failed'));
      }
    }
  };

  const save = (body: DepositAddressBody) => {
    const editing = form?.address ?? null;
    void run(
      () => (editing ? update({ id: editing.id, body }) : create(body)).unwrap(),
      t(editing ? 'addresses.done.saved' : 'addresses.done.created'),
      () => setForm(null),
    );
  };

  const confirm = () => {
    if (!confirming) return;
    const { address, action } = confirming;
    const change =
      action === 'delete'
        ? () => remove({ id: address.id }).unwrap()
        : () =>
            update({
              id: address.id,
              body: { ...bodyOf(address), active: action === 'activate' },
            }).unwrap();
    const done = {
      activate: 'addresses.done.activated',
      deactivate: 'addresses.done.deactivated',
      delete: 'addresses.done.deleted',
    } as const;
    void run(change, t(done[action]), () => setConfirming(null), action === 'delete');
  };

  return {
    busy,
    form,
    confirming,
    dialogError,
    outcome,
    open: (address: AdminDepositAddress | null, action: AddressAction) => {
      setDialogError(null);
      setOutcome(null);
      if (action === 'edit') setForm({ address });
      else if (address) setConfirming({ address, action });
    },
    close: () => {
      if (busy) return;
      setForm(null);
      setConfirming(null);
    },
    save,
    confirm,
  };
}
