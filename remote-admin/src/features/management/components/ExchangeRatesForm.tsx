import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation, useFormat } from '@wallet/shared/i18n';
import { RATE_DECIMALS, type AdminExchangeRates } from '@wallet/shared/domain';
import { Button, CheckboxField, FormFooter, TextField } from '@wallet/shared/ui';
import { ConfirmDialog } from '../../../lib/ConfirmDialog';
import { fieldError } from '../../../lib/field-error';
import {
  bodyOf,
  formOf,
  MAX_RATE,
  RATE_CURRENCIES,
  ratesFormSchema,
  type RatesForm,
} from '../rate-form';

export interface ExchangeRatesFormProps {
  current: AdminExchangeRates;
  busy: boolean;
  error: string | null;
  /** The last save went through: said beside the Save button. */
  saved: boolean;
  /** Resolves true when saved, so the confirmation closes only then. */
  onSave: (rates: AdminExchangeRates) => Promise<boolean>;
}

/** The three rates and USDT availability; saving shows the changes and asks first. */
export function ExchangeRatesForm({ current, busy, error, saved, onSave }: ExchangeRatesFormProps) {
  const { t } = useTranslation(['adminMoney', 'common']);
  const { formatRate, formatCount } = useFormat();
  const [pending, setPending] = useState<AdminExchangeRates | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RatesForm>({
    resolver: zodResolver(ratesFormSchema),
    defaultValues: formOf(current),
  });

  // A new answer (after a save) shows what is stored now, without remounting (focus stays).
  useEffect(() => reset(formOf(current)), [current, reset]);

  // Each refusal states the rule it broke ("not valid" would leave the administrator guessing).
  const rateError = (code: string | undefined) => {
    if (code === 'decimals') return t('rates.errors.decimals', { decimals: RATE_DECIMALS });
    if (code === 'invalid') return t('rates.errors.invalid', { decimals: RATE_DECIMALS });
    if (code === 'too_large') return t('rates.errors.tooLarge', { max: formatCount(MAX_RATE) });
    return fieldError(t, code);
  };
  const availability = (available: boolean) =>
    t(available ? 'rates.available' : 'rates.unavailable');

  return (
    <>
      <form
        noValidate
        aria-labelledby="rates-form-title"
        onSubmit={(event) => void handleSubmit((form) => setPending(bodyOf(form)))(event)}
      >
        <h2 id="rates-form-title" className="visually-hidden">
          {t('rates.formTitle')}
        </h2>
        {RATE_CURRENCIES.map((currency) => (
          <TextField
            key={currency}
            label={t('rates.rateLabel', { currency })}
            hint={t('rates.rateHint', { decimals: RATE_DECIMALS })}
            inputMode="decimal"
            autoComplete="off"
            error={rateError(errors[currency]?.message)}
            {...register(currency)}
          />
        ))}
        <CheckboxField label={t('rates.usdtAvailable')} {...register('usdtAvailable')} />
        <p className="ui-field__hint">{t('rates.usdtHint')}</p>
        <FormFooter outcome={saved ? { ok: true, message: t('rates.saved') } : null}>
          <Button type="submit" disabled={busy}>
            {t('rates.save')}
          </Button>
        </FormFooter>
      </form>
      {pending ? (
        <ConfirmDialog
          title={t('rates.confirm.title')}
          confirmLabel={t('rates.save')}
          busy={busy}
          error={error}
          onCancel={() => setPending(null)}
          onConfirm={() =>
            void onSave(pending).then((saved) => {
              if (saved) setPending(null);
            })
          }
        >
          <p>{t('rates.confirm.text')}</p>
          <ul>
            {RATE_CURRENCIES.map((currency) => (
              <li key={currency}>
                {t('rates.confirm.change', {
                  currency,
                  before: formatRate(current.rates[currency]),
                  after: formatRate(pending.rates[currency]),
                })}
              </li>
            ))}
            <li>
              {t('rates.confirm.usdt', {
                before: availability(current.usdtAvailable),
                after: availability(pending.usdtAvailable),
              })}
            </li>
          </ul>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
