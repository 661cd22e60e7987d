import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation, useFormat } from '@wallet/shared/i18n';
import { newIdempotencyKey, type CorrectionBody } from '@wallet/shared/domain';
import { answerCodeOf } from '@wallet/shared/store';
import { Button, Card, StatusNotice, TextAreaField, TextField } from '@wallet/shared/ui';
import { ConfirmDialog } from '../../../lib/ConfirmDialog';
import { fieldError } from '../../../lib/field-error';
import { usePostCorrectionMutation } from '../api';
import {
  balanceAfter,
  bodyOf,
  correctionFormSchema,
  type CorrectionForm,
} from '../correction-form';
import type { AdminMemberDetail } from '../types';

/**
 * A credit or debit of the member's wallet with a required reason, confirmed with the balance
 * before and after. The shown balance is refetched from the server once it is posted.
 */
export function BalanceCorrection({ user }: { user: AdminMemberDetail }) {
  const { t } = useTranslation(['adminMoney', 'common']);
  const { formatAmount, formatSignedAmount } = useFormat();
  const [post, { isLoading }] = usePostCorrectionMutation();
  const [pending, setPending] = useState<CorrectionBody | null>(null);
  // One key per confirmation, kept across its retries (docs/product.md §10).
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // Corrections are rare: the form stays folded behind its button until it is wanted.
  const [open, setOpen] = useState(false);
  // Once the form folds (posted or closed), the focus goes back to the button that opens it,
  // not to the top of the page; once it opens, to its first field.
  const toggle = useRef<HTMLButtonElement>(null);
  const firstField = useRef<HTMLInputElement | null>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (open) firstField.current?.focus();
    else if (opened.current) toggle.current?.focus();
    opened.current = open;
  }, [open]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CorrectionForm>({
    resolver: zodResolver(correctionFormSchema),
    defaultValues: { amount: '', reason: '' },
  });

  const confirm = async () => {
    if (!pending) return;
    setDialogError(null);
    try {
      await post({ id: String(user.id), body: pending, idempotencyKey }).unwrap();
      setPending(null);
      setDone(true);
      setOpen(false);
      reset();
    } catch (failure) {
      const code = answerCodeOf(failure);
      setDialogError(
        t(
          code === 'insufficient_balance'
            ? 'correction.errors.insufficient'
            : 'correction.errors.failed',
        ),
      );
    }
  };

  const amountError = (() => {
    const code = errors.amount ? errors.amount.message : null;
    if (code === null) return undefined;
    if (code === 'required') return fieldError(t, 'required');
    if (code === 'overBalance') {
      return t('correction.errors.overBalance', { balance: formatAmount(user.balance, 'USD') });
    }
    return t('correction.errors.amount');
  })();
  const amountField = register('amount');
  const amount = pending ? formatAmount(Math.abs(pending.amount), 'USD') : '';
  return (
    <Card title={t('correction.title')}>
      <p>{t('correction.intro')}</p>
      {done ? <StatusNotice message={t('correction.done')} /> : null}
      {open ? null : (
        <Button
          ref={toggle}
          variant="secondary"
          aria-expanded={false}
          onClick={() => {
            setDone(false);
            setOpen(true);
          }}
        >
          {t('correction.open')}
        </Button>
      )}
      {open ? (
        <form
          className="correction-form"
          noValidate
          onSubmit={(event) =>
            void handleSubmit((form) => {
              const body = bodyOf(form);
              setDone(false);
              // A debit past the balance shown would only be refused once confirmed: say so here.
              // The server still decides, as the balance may have moved since the page loaded.
              if (balanceAfter(user.balance, body.amount) < 0) {
                setError('amount', { message: 'overBalance' }, { shouldFocus: true });
                return;
              }
              setDialogError(null);
              setIdempotencyKey(newIdempotencyKey());
              setPending(body);
            })(event)
          }
        >
          <TextField
            label={t('correction.amount')}
            hint={t('correction.amountHint')}
            inputMode="decimal"
            autoComplete="off"
            error={amountError}
            {...amountField}
            ref={(node) => {
              amountField.ref(node);
              firstField.current = node;
            }}
          />
          <TextAreaField
            label={t('correction.reason')}
            maxLength={500}
            rows={3}
            error={fieldError(t, errors.reason?.message)}
            {...register('reason')}
          />
          <div className="money-admin__form-buttons">
            <Button type="submit" disabled={isLoading}>
              {t('correction.submit')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                reset();
                setOpen(false);
              }}
            >
              {t('correction.close')}
            </Button>
          </div>
        </form>
      ) : null}
      {pending ? (
        <ConfirmDialog
          title={t(
            pending.amount > 0 ? 'correction.confirm.creditTitle' : 'correction.confirm.debitTitle',
            {
              amount,
              username: user.username,
            },
          )}
          confirmLabel={t('correction.submit')}
          busy={isLoading}
          error={dialogError}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        >
          <p>{t('correction.confirm.text')}</p>
          <dl className="money-admin__summary">
            <div className="money-admin__summary-row">
              <dt>{t('correction.confirm.change')}</dt>
              <dd>{formatSignedAmount(pending.amount, 'USD')}</dd>
            </div>
            <div className="money-admin__summary-row">
              <dt>{t('correction.confirm.before')}</dt>
              <dd>{formatAmount(user.balance, 'USD')}</dd>
            </div>
            <div className="money-admin__summary-row">
              <dt>{t('correction.confirm.after')}</dt>
              <dd>{formatAmount(balanceAfter(user.balance, pending.amount), 'USD')}</dd>
            </div>
            <div className="money-admin__summary-row">
              <dt>{t('correction.reason')}</dt>
              <dd>{pending.reason}</dd>
            </div>
          </dl>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}
