import { FIELD_CODES, type FieldCode } from '@wallet/shared/domain';
import type { FastifySchemaValidationError } from 'fastify';
import { HttpError, invalidFields } from './errors';

/**
 * Turns zod's issues (as fastify-type-provider-zod hands them over) into docs/api.md's answer:
 * 422 `validation_failed` with `fields: { name: code }`, or 400 when the body is not an object
 * (or not an array, for a route whose body is a list: its fields are then `0.label` and so on).
 */
export function validationAnswer(
  issues: FastifySchemaValidationError[],
  context: string | undefined,
  input: unknown,
  { listBody = false }: { listBody?: boolean } = {},
): HttpError {
  const bodyShape = listBody ? Array.isArray(input) : isPlainObject(input);
  if (context === 'body' && !bodyShape) {
    const shape = listBody ? 'a JSON array' : 'a JSON object';
    return new HttpError(400, 'bad_request', `The body must be ${shape}`);
  }
  const fields: Record<string, FieldCode> = {};
  const put = (name: string, code: FieldCode) => {
    // The first problem of a field is the one worth telling. `hasOwn`, not `in`: a field may be
    // named `constructor` or `toString`.
    if (name && !Object.hasOwn(fields, name)) fields[name] = code;
  };
  for (const issue of issues) {
    const path = pathOf(issue.instancePath);
    if (issue.keyword === 'unrecognized_keys') {
      for (const key of stringList(issue.params.keys)) put([...path, key].join('.'), 'unknown');
      continue;
    }
    put(path.join('.') || (context ?? 'request'), fieldCode(issue, valueAt(input, path)));
  }
  const codes = Object.values(fields);
  // A confirmation that differs is `password_mismatch` (docs/product.md §13), when it is
  // the only thing wrong: the form then knows which message to show without reading `fields`.
  if (codes.length > 0 && codes.every((code) => code === 'mismatch')) {
    return new HttpError(422, 'password_mismatch', 'The confirmation does not match', fields);
  }
  return invalidFields(fields);
}

/**
 * Schemas in @wallet/shared/domain name the field code in their message
 * (`.min(1, 'required')`); other issues are read from zod's issue code.
 */
function fieldCode(issue: FastifySchemaValidationError, value: unknown): FieldCode {
  // A value of the wrong type is `invalid` and a missing one `required`, whatever the schema
  // names: `z.number('required')` names its code for the form, where the value is never a string.
  if (issue.keyword === 'invalid_type') {
    return value === undefined || value === null || value === '' ? 'required' : 'invalid';
  }
  const named = FIELD_CODES.find((code) => code === issue.message);
  if (named) return named;
  const origin = issue.params.origin;
  const sized = origin === 'string' || origin === 'array' || origin === 'set';
  switch (issue.keyword) {
    case 'too_small':
      return sized ? 'too_short' : 'invalid';
    case 'too_big':
      return sized ? 'too_long' : 'invalid';
    case 'invalid_format':
      return issue.params.format === 'regex' ? 'pattern' : 'invalid';
    default:
      return 'invalid';
  }
}

function pathOf(instancePath: string): string[] {
  return instancePath.split('/').filter((segment) => segment !== '');
}

function valueAt(input: unknown, path: string[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
