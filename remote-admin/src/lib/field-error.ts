import type { TFunction } from 'i18next';

/**
 * The translated text of a field rule code (the schemas' messages: `required`, `too_long`,
 * `invalid`, …); anything unexpected reads as "not valid".
 */
export function fieldError(
  t: TFunction<['adminMoney', 'common']>,
  code: string | undefined,
): string | undefined {
  if (code === undefined) return undefined;
  switch (code) {
    case 'required':
      return t('common:errors.field.required');
    case 'too_long':
      return t('common:errors.field.too_long');
    case 'too_short':
      return t('common:errors.field.too_short');
    default:
      return t('common:errors.field.invalid');
  }
}
