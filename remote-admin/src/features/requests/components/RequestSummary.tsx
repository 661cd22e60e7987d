import { useTranslation } from '@wallet/shared/i18n';
import type { MoneyRequest } from '@wallet/shared/domain';
import { figuresOf, type FigureKey } from '../figures';
import { useFigureText } from '../use-figure-text';
import { PayoutAccountDetails } from './PayoutAccountDetails';

/** Some figures of a request as a definition list, each under its translated label. */
export function RequestFigures({ request, keys }: { request: MoneyRequest; keys: FigureKey[] }) {
  const { t } = useTranslation('adminMoney');
  const { label, text } = useFigureText();
  return (
    <dl className="money-admin__summary" aria-label={t('decision.summary')}>
      {keys.map((key) => (
        <div key={key} className="money-admin__summary-row">
          <dt>{label(key, request.kind)}</dt>
          <dd>
            {key === 'payout' ? <PayoutAccountDetails request={request} /> : text(request, key)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What the decision dialog repeats: the member, the kind and every figure the member was shown. */
export function RequestSummary({ request }: { request: MoneyRequest }) {
  const keys: FigureKey[] = ['id', 'member', 'kind', ...figuresOf(request), 'requestedAt'];
  return <RequestFigures request={request} keys={keys} />;
}
