import { useTranslation } from '@wallet/shared/i18n';
import {
  CURRENCIES,
  PAYOUT_KINDS,
  payoutAccountFor,
  payoutKindOf,
  type PayoutKind,
} from '@wallet/shared/domain';
import type { AdminMemberDetail } from '../types';

/** What names the account itself on each kind: the bank, the peso account's type, nothing for USDT. */
const LABEL_OF = {
  bank: 'detail.payout.bankName',
  peso: 'detail.payout.accountType',
  usdt: null,
} as const;
const ACCOUNT_OF = {
  bank: 'detail.payout.accountNumber',
  peso: 'detail.payout.accountNumber',
  usdt: 'detail.payout.walletAddress',
} as const;

/**
 * Where the member's withdrawals are paid, by the rule the server applies (payoutAccountFor):
 * KRW and USD to the bank account, PHP to the peso account, USDT to the wallet address, always in
 * the member's real name; "not filled in" where a withdrawal would be refused.
 */
export function PayoutAccounts({ user }: { user: AdminMemberDetail }) {
  const { t, i18n } = useTranslation('adminUsers');
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  const currenciesOf = (kind: PayoutKind) =>
    CURRENCIES.filter((currency) => payoutKindOf(currency) === kind);
  return (
    <section className="user-detail__payout" aria-labelledby="user-payout-title">
      <h3 id="user-payout-title">{t('detail.payout.title')}</h3>
      <p className="ui-field__hint">{t('detail.payout.intro')}</p>
      {PAYOUT_KINDS.map((kind) => {
        const currencies = currenciesOf(kind);
        const [first] = currencies;
        const account = first ? payoutAccountFor(user, first) : null;
        const label = LABEL_OF[kind];
        const titleId = `user-payout-${kind}`;
        return (
          <section key={kind} aria-labelledby={titleId}>
            <h4 id={titleId}>
              {t(`detail.payout.kind.${kind}`, { currencies: list.format(currencies) })}
            </h4>
            {account ? (
              <dl>
                {label ? (
                  <>
                    <dt>{t(label)}</dt>
                    <dd>{account.label ?? '—'}</dd>
                  </>
                ) : null}
                <dt>{t('detail.payout.holder')}</dt>
                <dd>{account.holder}</dd>
                <dt>{t(ACCOUNT_OF[kind])}</dt>
                <dd translate="no">{account.account}</dd>
              </dl>
            ) : (
              <p className="user-detail__missing">{t('detail.payout.missing')}</p>
            )}
          </section>
        );
      })}
    </section>
  );
}
