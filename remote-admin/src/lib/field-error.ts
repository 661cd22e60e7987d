import type { FieldError } from 'react-hook-form';

/** The texts of the field rule codes, which every back-office namespace reaches in `common`. */
type FieldRuleKey =
  | 'common:errors.field.required'
  | 'common:errors.field.too_long'
  | 'common:errors.field.too_short'
  | 'common:errors.field.invalid';

/**
 * The translated text of a field rule code (the schemas' messages: `required`, `too_long`,
 * `invalid`, …); anything unexpected reads as "not valid".
 */
export function fieldError(
  t: (key: FieldRuleKey) => string,
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

/**
 * The error of formatted content: the server refuses as `invalid` what its allow-list cleans
 * down to nothing (a lone `<script>`, an empty paragraph), which deserves its own words.
 */
export function contentError(
  t: (key: FieldRuleKey | 'adminSupport:editor.contentInvalid') => string,
  error: FieldError | undefined,
): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server' && error.message === 'invalid') {
    return t('adminSupport:editor.contentInvalid');
  }
  return fieldError(t, error.message);
}
