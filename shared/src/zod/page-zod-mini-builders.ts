// The builders the mini-form schemas call, page-zod-mini's `z` (why in page-zod-mini.ts): the
// shell's, and the member's money schemas'. The shell provides this module, so each builder is
// bytes on every first page; our own rules are plain check functions (domain/schemas/mini-rules.ts).
export {
  array,
  boolean,
  describe,
  enum,
  int,
  maxLength,
  meta,
  minLength,
  number,
  object,
  nullable,
  optional,
  pick,
  pipe,
  record,
  strictObject,
  string,
  transform,
  trim,
} from 'zod/v4/mini';
