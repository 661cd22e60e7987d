// Money pieces the member's wallet, transfer and trade features share: the pending request and
// its cancel, rates and deposit addresses, the Idempotency-Key, the amounts members type.
export {
  moneyApi,
  pendingApi,
  rememberPending,
  useGetPendingRequestQuery,
  useCancelMyRequestMutation,
  PENDING_TAG,
  LIST_TAG,
  createEndpoint,
  type Keyed,
} from './money-api';
// Rates and limits have one home, the shared store: the shell's footer reads them too.
export { useGetExchangeRateQuery, useMoneyLimits } from '@wallet/shared/store';
export { useGetDepositAddressQuery } from './deposit-addresses-api';
export { useIdempotencyKey } from './use-idempotency-key';
export { useMoneyRequestFlow, type MoneyRequestFlowOptions } from './use-money-request-flow';
export {
  useMoneyForm,
  type MoneyFormOptions,
  type MoneyFormProps,
  type MoneyFormValues,
  type MoneyPreview,
} from './use-money-form';
export { rateFor } from './rates';
export { useRuleFigures } from './rule-figures';
export {
  amountNumber,
  amountToMinor,
  amountTextSchema,
  checkAmountDecimals,
  cleanAmount,
  decimalsOf,
} from './amount-text';
export {
  payoutAccountFor,
  payoutKindOf,
  hasBankInfo,
  type PayoutAccount,
} from '@wallet/shared/domain';
export { placeName, platformAccountLabel } from './places';
export { useMoneyErrorMessage } from './server-messages';
export { useMoneyFieldMessage, type MoneyFieldKind, type MoneyFieldParams } from './field-messages';
export {
  HISTORY_PAGE_SIZE,
  historyRowsSchema,
  toHistoryPage,
  pageQuery,
  pageCount,
  type HistoryPage,
  type HistoryArgs,
} from './history';
export { historyEndpoint } from './history-endpoint';
export { useHistoryParams } from './use-history-params';
export { StatusBadge } from './StatusBadge';
export { historyColumns, decisionFigure } from './history-columns';
export { KstTime } from './KstTime';
export { returnedToWallet, ReturnedAmount, NotHappened } from './returned';
export { FigureList, type Figure, type FigureListProps } from './FigureList';
export { RequestFigures } from './RequestFigures';
export { PendingRequestCard } from './PendingRequestCard';
export { PendingRequestGate, PENDING_POLL_MS } from './PendingRequestGate';
export { ConfirmRequestDialog } from './ConfirmRequestDialog';
export { BalanceSummary } from './BalanceSummary';
export { DepositAddressPanel, useDepositAddressAvailable } from './DepositAddressPanel';
export { PayoutAccountPanel } from './PayoutAccountPanel';
export { HistoryResults } from './HistoryResults';
export {
  MoneyHistoryPage,
  useHistory,
  type HistoryAnswer,
  type HistoryState,
  type MoneyHistoryPageProps,
} from './history-page';
export { MoneyPage } from './MoneyPage';
export { MoneyRequestPage, type MoneyRequestFormContext } from './MoneyRequestPage';
export { WithUserInfo } from './WithUserInfo';
