// The schema builders the site calls, page-zod's `z` (why in page-zod.ts).
export {
  array,
  boolean,
  coerce,
  email,
  enum,
  iso,
  literal,
  number,
  object,
  optional,
  preprocess,
  record,
  strictObject,
  string,
  union,
  unknown,
} from 'zod/v4';
