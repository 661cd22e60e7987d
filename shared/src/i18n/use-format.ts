import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormatsFor, type NumberFormats } from '@wallet/shared/domain';

/**
 * The number and amount formats of @wallet/shared/domain in the interface language, so a screen
 * shows its figures with the reader's separators: `const { formatAmount } = useFormat()`.
 */
export function useFormat(): NumberFormats {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => numberFormatsFor(locale), [locale]);
}
