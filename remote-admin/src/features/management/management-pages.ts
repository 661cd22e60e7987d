/** The pages under the top bar's "Management", in the order of their sub-navigation. */
export const MANAGEMENT_PAGES = [
  { key: 'depositAddresses', path: '/admin/deposit-addresses' },
  { key: 'exchangeRates', path: '/admin/exchange-rates' },
  { key: 'ledger', path: '/admin/ledger' },
  // The shell's "Messages" opens sent messages; templates are reached from here too.
  { key: 'templates', path: '/admin/messages/templates' },
  { key: 'events', path: '/admin/events' },
  { key: 'audit', path: '/admin/audit' },
] as const;
