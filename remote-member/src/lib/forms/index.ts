// Form helpers the member features share: the schema resolver, field and server error texts.
export { formResolver } from './resolver';
export { recheckWhenTouched } from './recheck';
export { useFieldMessage, type FieldKind } from './field-messages';
export { maxLengthOf, maxLengthsOf } from './limits';
export { answerMessageKey, fieldMessageKey } from './code-messages';
export { readFailure, showServerFields, useServerMessage, type Failure } from './server-errors';
export {
  MoneyPasswordField,
  NewPasswordFields,
  type MoneyPasswordFieldProps,
  type NewPasswordFieldsProps,
} from './password-fields';
