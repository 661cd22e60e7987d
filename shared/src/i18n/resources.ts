import type { Language } from '@wallet/shared/domain';
import type { LanguageTexts } from './namespaces';
import { texts as en } from './languages/en';
import { texts as enPages } from './languages/en-pages';
import { texts as enBackOffice } from './languages/en-back-office';
import { texts as ja } from './languages/ja';
import { texts as jaPages } from './languages/ja-pages';
import { texts as jaBackOffice } from './languages/ja-back-office';
import { texts as ko } from './languages/ko';
import { texts as koPages } from './languages/ko-pages';
import { texts as koBackOffice } from './languages/ko-back-office';
import { texts as zh } from './languages/zh';
import { texts as zhPages } from './languages/zh-pages';
import { texts as zhBackOffice } from './languages/zh-back-office';

/**
 * Every language at once, for tests and the key checks only (through '@wallet/shared/testing'):
 * the site fetches one language at a time (load.ts).
 */
export const englishResources = { ...en, ...enPages, ...enBackOffice };

export const resources: Record<Language, LanguageTexts> = {
  en: englishResources,
  ko: { ...ko, ...koPages, ...koBackOffice },
  zh: { ...zh, ...zhPages, ...zhBackOffice },
  ja: { ...ja, ...jaPages, ...jaBackOffice },
};
