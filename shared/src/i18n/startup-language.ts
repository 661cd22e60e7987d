// Plain modules only (the files, not the packages' indexes): the shell's start script calls this
// before the shared modules are negotiated (shared/src/start).
import { DEFAULT_LANGUAGE, type Language } from '../domain/roles';
import { readLanguage, writeLanguage } from '../store/storage';

/**
 * The interface language: the stored one, or on first start the default, which is then stored
 * (docs/product.md §14: "if no language is stored, en is stored and made active").
 */
export function startupLanguage(): Language {
  const stored = readLanguage();
  if (stored) return stored;
  writeLanguage(DEFAULT_LANGUAGE);
  return DEFAULT_LANGUAGE;
}
