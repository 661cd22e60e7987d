import { useTranslation } from '@wallet/shared/i18n';
import { NONE, type MoneyRequest, type PayoutAccount } from '@wallet/shared/domain';
import { isWithdrawal } from '../figures';

type Part = 'label' | 'account' | 'holder';

/** What each part of an account is called, per kind; a USDT wallet has no bank or type. */
const PARTS = {
  bank: { label: 'payout.bankName', account: 'payout.accountNumber', holder: 'payout.holder' },
  peso: { label: 'payout.pesoType', account: 'payout.pesoNumber', holder: 'payout.holder' },
  usdt: { label: null, account: 'payout.walletAddress', holder: 'payout.holder' },
} as const;

function partsOf(account: PayoutAccount) {
  const names = PARTS[account.kind];
  return (['label', 'account', 'holder'] as const satisfies readonly Part[]).flatMap((part) => {
    const name = names[part];
    return name === null ? [] : [{ part, name, value: account[part] }];
  });
}

/** A wallet address (up to 120 characters) may break anywhere; a bank or peso number never does. */
const accountClass = (account: PayoutAccount) =>
  account.kind === 'usdt'
    ? 'money-admin__payout-account money-admin__payout-address'
    : 'money-admin__payout-account';

/**
 * Where a withdrawal is paid, as the member registered it when asking: bank, peso account or
 * USDT wallet, always in the member's own name, so the administrator pays exactly there.
 */
export function PayoutAccountDetails({
  request,
  compact = false,
}: {
  request: MoneyRequest;
  /** In a table row: one value a line, the names read only by screen readers. */
  compact?: boolean;
}) {
  const { t } = useTranslation('adminMoney');
  if (!isWithdrawal(request.kind)) return <>{NONE}</>;
  const account = request.payoutAccount ?? null;
  if (!account) return <span className="money-admin__payout-none">{t('payout.none')}</span>;
  return (
    <div
      className={
        compact ? 'money-admin__payout money-admin__payout--compact' : 'money-admin__payout'
      }
    >
      <p className="money-admin__payout-kind">{t(`payout.kinds.${account.kind}`)}</p>
      <dl>
        {partsOf(account).map(({ part, name, value }) => (
          <div key={part}>
            <dt className={compact ? 'visually-hidden' : undefined}>{t(name)}</dt>
            <dd className={part === 'account' ? accountClass(account) : undefined}>
              {value ?? NONE}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
