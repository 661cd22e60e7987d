/** Why the ledger refused an entry; the transaction that tried it must roll back. */
export type LedgerRefusal =
  | 'unbalanced'
  | 'empty_entry'
  | 'zero_line'
  | 'unknown_account'
  | 'currency_mismatch'
  | 'insufficient_balance';

export class LedgerError extends Error {
  constructor(
    readonly reason: LedgerRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}
