import {
  amountCurrencyOf,
  formatFigure,
  toMajor,
  type Currency,
  type DepositAddress,
  type Language,
  type MoneyRequestKind,
  type MoneyRequestStatus,
  type TemplateKey,
} from '@wallet/shared/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import {
  renderTemplateMessage,
  sendTemplateMessage,
  type ComposedMessage,
  type TemplateTexts,
} from '../message-templates/send';
import type { MoneyRequestRow } from './present';

/**
 * Each kind in the words a member reads in a message (`your {{kind}} request`), per language: the
 * names the screens give the kinds (money.json `kind`), in lower case in English because they sit
 * inside a sentence. A test keeps the two equal.
 */
export const KIND_WORDS: Record<Language, Record<MoneyRequestKind, string>> = {
  en: {
    wallet_charge: 'wallet charge',
    wallet_withdraw: 'wallet withdrawal',
    wallet_transfer: 'transfer',
    platform_recharge: 'platform recharge',
    platform_withdraw: 'platform withdrawal',
  },
  ko: {
    wallet_charge: '지갑 충전',
    wallet_withdraw: '지갑 출금',
    wallet_transfer: '이체',
    platform_recharge: '플랫폼 충전',
    platform_withdraw: '플랫폼 출금',
  },
  zh: {
    wallet_charge: '钱包充值',
    wallet_withdraw: '钱包提现',
    wallet_transfer: '转账',
    platform_recharge: '平台充值',
    platform_withdraw: '平台提现',
  },
  ja: {
    wallet_charge: 'ウォレット入金',
    wallet_withdraw: 'ウォレット出金',
    wallet_transfer: '振替',
    platform_recharge: 'プラットフォーム入金',
    platform_withdraw: 'プラットフォーム出金',
  },
};

/** An amount as people read it, in the message's language: 138,050 (KRW), 1,234.50 (USD). */
export function moneyText(minor: bigint, currency: Currency, language: Language): string {
  return formatFigure(toMajor(minor, currency), currency, language);
}

/** The currency the request's `amount` is in: USD for wallet charges and withdrawals. */
export const amountCurrency = (row: MoneyRequestRow): Currency =>
  amountCurrencyOf(row.kind, row.currency);

/** Where to send a deposit, on one line: "Shinhan Bank 110-123-456789 (Wallet Ltd)". */
export const addressText = (address: DepositAddress) =>
  `${address.label} ${address.account} (${address.holder})`;

/** The figures of a `recharge_request`, in minor units. */
export interface RechargeFigures {
  /** What the request is worth in USD: a charge's amount, a platform recharge's value. */
  usdMinor: bigint;
  /** What the member sends, in the request's currency. */
  sendMinor: bigint;
}

/**
 * `recharge_request` (docs/product.md §3), for a wallet charge and a platform recharge alike: what to
 * send, where, and the reference to put on it. `{{amount}}` is USD as the template says;
 * `{{converted}} {{currency}}` is what the member sends.
 */
export async function sendChargeMessage(
  trx: Transaction<Database>,
  row: MoneyRequestRow,
  address: DepositAddress,
  at: Date,
  figures: RechargeFigures,
): Promise<void> {
  await sendTemplateMessage(trx, {
    userId: Number(row.user_id),
    key: 'recharge_request',
    values: (language) => ({
      username: row.username,
      amount: moneyText(figures.usdMinor, 'USD', language),
      currency: row.currency,
      converted: moneyText(figures.sendMinor, row.currency, language),
      address: addressText(address),
      reference: row.reference ?? '',
    }),
    at,
  });
}

export const DECISION_TEMPLATES: Record<Exclude<MoneyRequestStatus, 'pending'>, TemplateKey> = {
  completed: 'request_completed',
  rejected: 'request_rejected',
  cancelled: 'request_cancelled',
};

/**
 * The auto-message of a decision (docs/product.md §3) from its template's texts, which the
 * decision reads with its guarded change; the decision inserts it, with its audit row when an
 * administrator decided.
 */
export function decisionMessage(
  texts: TemplateTexts,
  row: MoneyRequestRow,
  status: Exclude<MoneyRequestStatus, 'pending'>,
  at: Date,
): ComposedMessage {
  const currency = amountCurrency(row);
  return renderTemplateMessage(texts, {
    userId: Number(row.user_id),
    key: DECISION_TEMPLATES[status],
    values: (language) => ({
      username: row.username,
      kind: KIND_WORDS[language][row.kind],
      amount: moneyText(BigInt(row.amount_minor), currency, language),
      currency,
      memo: row.admin_memo ?? '',
    }),
    at,
  });
}
