/** The pages under the top bar's "Management", in the order of their sub-navigation. */
export const MANAGEMENT_PAGES = [
  { key: 'depositAddresses', path: '/admin/deposit-addresses' },
  { key: 'exchangeRates', path: '/admin/exchange-rates' },
  { key: 'ledger', path: '/admin/ledger' },
] as const;
