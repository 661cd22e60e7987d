export * from './accounts';
export * from './balances';
export * from './errors';
export * from './post-entry';
