import { z } from 'zod';
import { hasVisibleText, isStorableText } from './text-rules';

// In full zod; the rules themselves are in text-rules.ts, which pages that only show stored text
// (SafeHtml) read without zod.

/**
 * A required text: trimmed, 1..max characters, something visible among them, storable. For formatted content (HTML) the server
 * also refuses what its allow-list sanitises to nothing, since only it sanitises.
 */
export const requiredText = (max: number) =>
  z
    .string('required')
    .trim()
    .min(1, 'required')
    .refine(hasVisibleText, 'required')
    .max(max, 'too_long')
    .refine(isStorableText, 'invalid');

/** A text that may be empty: trimmed, at most max characters, storable. */
export const optionalText = (max: number) =>
  z.string('invalid').trim().max(max, 'too_long').refine(isStorableText, 'invalid').default('');
