import { useTranslation } from 'react-i18next';
import type { MoneyRequest } from '@wallet/shared/domain';
import { KIND_FIGURES, type FigureKey } from '../figures';
import { useFigureText } from '../use-figure-text';
import { PayoutAccountDetails } from './PayoutAccountDetails';

/** The member, the kind and the request's figures, as a definition list. */
export function RequestSummary({ request }: { request: MoneyRequest }) {
  const { t } = useTranslation('adminMoney');
  const { label, text } = useFigureText();
  const keys: FigureKey[] = ['id', 'member', 'kind', ...KIND_FIGURES[request.kind], 'requestedAt'];
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
