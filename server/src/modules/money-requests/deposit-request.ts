import type { DepositAddress, MoneyRequest } from '@wallet/shared/domain';
import type { Remember } from '../idempotency/run';
import { sendChargeMessage, type RechargeFigures } from './auto-messages';
import type { MoneyContext } from './context';
import type { MoneyMember } from './member';
import { storeRequest, type RequestFigures } from './store';

/**
 * Stores a request the member pays by a deposit to the site's `address` (a wallet charge, a
 * platform recharge): with the reference code the deposit is matched by and, in the same
 * transaction, the message that tells the member what to send where (`sent`).
 */
export function storeDepositRequest(
  context: MoneyContext,
  member: MoneyMember,
  figures: RequestFigures,
  {
    address,
    sent,
    remember,
  }: { address: DepositAddress; sent: RechargeFigures; remember: Remember<MoneyRequest> },
): Promise<MoneyRequest> {
  return storeRequest(context, member, figures, {
    withReference: true,
    remember,
    then: (trx, request, now) => sendChargeMessage(trx, request, address, now, sent),
  });
}
