export * from './amounts';
export * from './rates';
export * from './fees';
export * from './limits';
export * from './errors';
export * from './quotes';
export * from './bonus';
export * from './ledger-accounts';
