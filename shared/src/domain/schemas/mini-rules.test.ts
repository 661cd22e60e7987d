import { z } from 'zod/mini';
import { rule, superRule } from './mini-rules';

const evenSchema = z.number().check(rule((n: number) => n % 2 === 0, 'odd'));

test('a rule that does not hold is a custom issue with its code as the message', () => {
  expect(evenSchema.safeParse(4).success).toBe(true);
  expect(evenSchema.safeParse(3).error?.issues).toEqual([
    expect.objectContaining({ code: 'custom', message: 'odd', path: [] }),
  ]);
});

test('a rule does not run on a value of the wrong type, as zod refinements do not', () => {
  expect(evenSchema.safeParse('3').error?.issues.map((issue) => issue.code)).toEqual([
    'invalid_type',
  ]);
});

test('a rule over an object places its issues on the fields it names', () => {
  const range = z.object({ from: z.number(), to: z.number() }).check(
    superRule<{ from: number; to: number }>((value, ctx) => {
      if (value.to < value.from) ctx.addIssue({ code: 'custom', message: 'before', path: ['to'] });
    }),
  );
  expect(range.safeParse({ from: 1, to: 2 }).success).toBe(true);
  expect(range.safeParse({ from: 2, to: 1 }).error?.issues).toEqual([
    expect.objectContaining({ message: 'before', path: ['to'] }),
  ]);
  // While a field itself is wrong, the object's rule waits.
  expect(range.safeParse({ from: 'x', to: 1 }).error?.issues.map((issue) => issue.path)).toEqual([
    ['from'],
  ]);
});

test("a broken rule does not stop the others: each field's code and the object's rule are reported", () => {
  const body = z
    .object({ code: z.string().check(rule((text: string) => text.length === 6, 'pattern')) })
    .check(
      superRule<{ code: string }>((value, ctx) => {
        if (value.code.startsWith('0'))
          ctx.addIssue({ code: 'custom', message: 'zero', path: ['code'] });
      }),
    );
  expect(body.safeParse({ code: '012' }).error?.issues.map((issue) => issue.message)).toEqual([
    'pattern',
    'zero',
  ]);
});
