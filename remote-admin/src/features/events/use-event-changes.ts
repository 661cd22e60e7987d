import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventBody, SiteEvent } from '@wallet/shared/domain';
import { apiErrorBody } from '@wallet/shared/store';
import {
  useCreateEventMutation,
  useDeleteEventMutation,
  useUpdateEventMutation,
} from './events-api';

/** `takeFocus` when the control that opened the dialog is gone (a deleted or vanished row). */
type Outcome = { ok: boolean; message: string; takeFocus: boolean };

/** The open form or delete confirmation, each change awaited before the list shows it. */
export function useEventChanges() {
  const { t } = useTranslation('adminMoney');
  const [create, createCall] = useCreateEventMutation();
  const [update, updateCall] = useUpdateEventMutation();
  const [remove, removeCall] = useDeleteEventMutation();
  const [form, setForm] = useState<{ event: SiteEvent | null } | null>(null);
  const [deleting, setDeleting] = useState<SiteEvent | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const busy = createCall.isLoading || updateCall.isLoading || removeCall.isLoading;

  /** Runs a change; closes its dialog on success or when the event is gone. */
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
      const code = apiErrorBody(failure)?.error;
      if (code === 'not_found') {
        close();
        setOutcome({ ok: false, message: t('events.errors.notFound'), takeFocus: true });
      } else if (code === 'event_in_use') {
        setDialogError(t('events.errors.inUse'));
      } else {
        setDialogError(t('events.errors.failed'));
      }
    }
  };

  const save = (body: EventBody) => {
    const editing = form?.event ?? null;
    void run(
      () => (editing ? update({ id: editing.id, body }) : create(body)).unwrap(),
      t(editing ? 'events.done.saved' : 'events.done.created'),
      () => setForm(null),
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const { id } = deleting;
    void run(
      () => remove({ id }).unwrap(),
      t('events.done.deleted'),
      () => setDeleting(null),
      true,
    );
  };

  return {
    busy,
    form,
    deleting,
    dialogError,
    outcome,
    edit: (event: SiteEvent | null) => {
      setDialogError(null);
      setOutcome(null);
      setForm({ event });
    },
    askDelete: (event: SiteEvent) => {
      setDialogError(null);
      setOutcome(null);
      setDeleting(event);
    },
    close: () => {
      if (busy) return;
      setForm(null);
      setDeleting(null);
    },
    save,
    confirmDelete,
  };
}
