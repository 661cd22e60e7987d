import { useTranslation } from 'react-i18next';
import { MONEY_ERROR_CODES } from '@wallet/shared/domain';
import type { englishResources } from '@wallet/shared/i18n';

type ErrorCodeKey = keyof typeof englishResources.money.errors;

/**
 * The API's refusal codes the money screens explain (docs/api.md "Member", docs/product.md §2–3, §6, §10;
 * docs/product.md §13). `network` and `unknown` are ours: no answer, and an answer we cannot read.
 */
const EXPLAINED = new Set<string>([
  // Every refusal of a money call, from the one list the server answers with; `satisfies`
  // fails the build when a code has no sentence in money.json.
  ...MONEY_ERROR_CODES,
  'money_password_incorrect',
  'money_password_locked',
  'too_many_requests',
  'validation_failed',
  'service_unavailable',
  'not_found',
] satisfies ErrorCodeKey[]);

const isExplained = (code: string): code is ErrorCodeKey => EXPLAINED.has(code);

/** Returns `(code) => text`: a refusal's translated message; null code = no answer at all. */
export function useMoneyErrorMessage() {
  const { t } = useTranslation('money');
  return (code: string | null) => {
    if (code === null) return t('errors.network');
    return t(`errors.${isExplained(code) ? code : 'unknown'}`);
  };
}
