import type { z } from 'zod/mini';

/*
 * Our own rules as plain check functions, for the schemas in zod's mini form. The shell's shared
 * zod (shared/src/zod/page-zod-mini.ts) holds only the builders its pages use, and every builder
 * more is bytes on every first page; a function passed to `.check` needs none. Like zod's
 * refinements, these do not run once the value itself is invalid. Where a rule is also a JSON
 * Schema keyword (a pattern, a lower bound), the schema states it with `z.meta` for the API docs.
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
      addIssue: (issue) => payload.issues.push({ ...issue, input: payload.value }),
    });
}

/** A rule that holds or not (zod's refine): `message` when `holds` is false. */
export const rule = <T>(holds: (value: T) => boolean, message: string) =>
  superRule<T>((value, ctx) => {
    if (!holds(value)) ctx.addIssue({ code: 'custom', message });
  });
