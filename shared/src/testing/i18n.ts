import type { i18n } from 'i18next';
import type { Language } from '../domain';
import { createI18n } from '../i18n';
import { resources } from '../i18n/resources';

export { resources, englishResources } from '../i18n/resources';

/** i18n in `language` with its texts at hand, ready for the first render of a test. */
export function createTestI18n(language: Language = 'en'): i18n {
  return createI18n(language, resources[language]);
}
