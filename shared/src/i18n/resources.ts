import type { Language } from '@wallet/shared/domain';
import type { LanguageTexts } from './namespaces';
import { texts as en } from './languages/en';
import { texts as ja } from './languages/ja';
import { texts as ko } from './languages/ko';
import { texts as zh } from './languages/zh';

/**
 * Every language at once, for tests and the key checks only (through '@wallet/shared/testing'):
 * the site fetches one language at a time (load.ts).
 */
export const resources: Record<Language, LanguageTexts> = { en, ko, zh, ja };
export const englishResources = en;
