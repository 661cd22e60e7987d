import type { englishResources } from './resources';

/** Typed keys: `t('menu.home')` is checked against the English texts at compile time. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof englishResources;
  }
}
