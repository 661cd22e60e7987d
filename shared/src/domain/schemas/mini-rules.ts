import { z } from 'zod/mini';

/*
 * Our own rules as plain check functions, for the schemas in zod's mini form. The shell's shared
 * zod (shared/src/zod/page-zod-mini.ts) holds only the builders its pages use, and every builder
 * more is bytes on every first page; a function passed to `.check` needs none. Like zod's
 * refinements, these do not run once the value itself is of the wrong type, and a broken one does
 * not stop the others. Where a rule is also a JSON Schema keyword (a pattern, a lower bound),
 * `matches` and `aboveZero` give the rule and the keyword together, for the API docs.
 */

/**
 * What a rule may report: a code (docs/api.md) and, inside an object, the field it concerns. A
 * type, not an interface, so that full zod's context (whose issues have an index signature)
 * accepts it too.
 */
export type RuleIssue = {
  code: 'custom';
  message: string;
  path?: PropertyKey[];
};

/** The part of zod's refinement context a rule uses, so full zod's superRefine can pass its own. */
export interface RuleContext {
  addIssue(issue: RuleIssue): void;
}

/** A rule that may report any number of issues (zod's superRefine). */
export function superRule<T>(check: (value: T, ctx: RuleContext) => void) {
  return (payload: z.core.ParsePayload<T>) =>
    check(payload.value, {
      // `continue`, as zod's refinements do: a broken rule does not stop the checks after it
      // (another field's rule, the object's own), so every field's code is reported at once.
      addIssue: (issue) => payload.issues.push({ ...issue, input: payload.value, continue: true }),
    });
}

/** A rule that holds or not (zod's refine): `message` when `holds` is false. */
export const rule = <T>(holds: (value: T) => boolean, message: string) =>
  superRule<T>((value, ctx) => {
    if (!holds(value)) ctx.addIssue({ code: 'custom', message });
  });

/** A box that must be ticked (the terms): `required` until it is. */
export const ticked = rule((agreed: boolean) => agreed, 'required');

/** Matches `pattern` (zod's regex): the rule, and `pattern` for the API docs. */
export const matches = (pattern: RegExp, message: string) =>
  [
    rule((text: string) => pattern.test(text), message),
    z.meta({ pattern: pattern.source }),
  ] as const;

/** Above zero (zod's positive): the rule, and `exclusiveMinimum` for the API docs. */
export const aboveZero = (message: string) =>
  [rule((n: number) => n > 0, message), z.meta({ exclusiveMinimum: 0 })] as const;
