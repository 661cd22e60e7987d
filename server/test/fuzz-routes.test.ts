import { isAnswerCode, isStorableText } from '@wallet/shared/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import {
  arbitraryFor,
  bodyArbitrary,
  exampleOf,
  FIELD_POISON,
  fieldsOf,
  ODD_STRINGS,
  type JsonSchema,
} from './support/schema-arbitrary';
import { bearer, createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(300_000);

/*
 * Every route of the OpenAPI document (made from the schemas that validate the requests), fed by
 * fast-check from its own schema: bodies, query strings and path ids that are mostly of the right
 * shape and sometimes odd (NUL, lone surrogates, huge numbers, numbers as text, wrong types,
 * unknown fields, ids like 0x10). No answer is a 5xx, and a refusal (4xx) writes nothing: the
 * rows of every table are counted before and after. The runs are bounded (RUNS per operation) so
 * the suite's time stays fixed; the seed is printed on a failure to replay it.
 */
const RUNS = 12;

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  tags: string[];
  secured: boolean;
  body?: JsonSchema;
  query: Array<{ name: string; schema: JsonSchema }>;
}

/** Routes whose success ends the very session the fuzz uses, or that only log: tried apart. */
const APART = new Set(['POST /api/users/logout']);

/** Tables whose rows are the count of refusals themselves (the abuse limits). */
const REFUSAL_COUNTERS = new Set(['rate_limit_hits']);

/** A string no schema produces, replaced by a raw JSON token once the body is serialised. */
const RAW_MARK = 'raw-number-token-goes-here';

function deref(schema: JsonSchema, resolve: (ref: string) => JsonSchema): JsonSchema {
  return schema.$ref ? deref(resolve(schema.$ref), resolve) : schema;
}

/** A schema that takes a JSON number (alone or as one of its alternatives). */
function takesNumber(schema: JsonSchema, resolve: (ref: string) => JsonSchema): boolean {
  const target = deref(schema, resolve);
  const types = [target.type ?? []].flat();
  if (types.includes('number') || types.includes('integer')) return true;
  const alternatives = [...(target.anyOf ?? []), ...(target.oneOf ?? []), ...(target.allOf ?? [])];
  return alternatives.some((alternative) => takesNumber(alternative, resolve));
}

/** Where a body takes a number: property names, `[]` for an array's first item (nested too). */
function numericPathsOf(
  schema: JsonSchema,
  resolve: (ref: string) => JsonSchema,
  depth = 0,
): string[][] {
  const target = deref(schema, resolve);
  if (depth > 0 && takesNumber(target, resolve)) return [[]];
  if (depth > 3) return [];
  const inner = (part: JsonSchema) => numericPathsOf(part, resolve, depth + 1);
  const alternatives = [...(target.anyOf ?? []), ...(target.oneOf ?? []), ...(target.allOf ?? [])];
  const paths = [
    ...(target.items ? inner(target.items).map((path) => ['[]', ...path]) : []),
    ...Object.entries(target.properties ?? {}).flatMap(([name, property]) =>
      inner(property).map((path) => [name, ...path]),
    ),
    ...alternatives.flatMap((alternative) => numericPathsOf(alternative, resolve, depth)),
  ];
  const seen = new Set<string>();
  return paths.filter((path) => !seen.has(path.join('.')) && seen.add(path.join('.')));
}

/** `value` with RAW_MARK at `path`, making the objects and arrays on the way when missing. */
function markAt(value: unknown, path: string[]): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return RAW_MARK;
  if (key === '[]') {
    const items: unknown[] = Array.isArray(value) ? [...value] : [];
    items[0] = markAt(items[0], rest);
    return items;
  }
  const record =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  return { ...record, [key]: markAt(record[key], rest) };
}

const ODD_IDS = ['0', '-1', '0x10', '%201', '1e2', '1.5', 'abc', '99999999999999999999', '%00'];

describe('fuzzing every route from its own schema', () => {
  let t: TestApp;
  let tokens: Record<'admin' | 'member', string>;
  let operations: Operation[];
  let resolve: (ref: string) => JsonSchema;
  let tables: string[];
  let memberId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.createAdmin();
    const member = await t.createMember({ balanceMinor: 500_000n, moneyPassword: '135790' });
    tokens = { admin: await t.login(admin), member: await t.login(member) };
    memberId = member.id;
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, Record<string, unknown>>>;
      components?: { schemas?: Record<string, JsonSchema> };
    }>();
    const schemas = doc.components?.schemas ?? {};
    resolve = (ref) => schemas[ref.replace('#/components/schemas/', '')] ?? {};
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]): Operation => {
        const body = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> })
          ?.content?.['application/json']?.schema;
        const parameters =
          (op.parameters as Array<{ in: string; name: string; schema: JsonSchema }>) ?? [];
        return {
          method: method.toUpperCase() as Operation['method'],
          path,
          tags: (op.tags as string[]) ?? [],
          secured: Array.isArray(op.security) && op.security.length > 0,
          body,
          query: parameters
            .filter((p) => p.in === 'query')
            .map(({ name, schema }) => ({ name, schema })),
        };
      }),
    );
    const rows = await sql<{ tablename: string }>`
      select tablename from pg_tables where schemaname = 'public' order by tablename`.execute(t.db);
    tables = rows.rows
      .map((row) => row.tablename)
      .filter((name) => !REFUSAL_COUNTERS.has(name) && !name.startsWith('kysely_'));
  });
  afterAll(() => t.close());

  /** The number of rows in every table, in one query. */
  async function rowCounts(): Promise<Record<string, number>> {
    const selects = tables
      .map((name) => `(select count(*) from "${name}") as "${name}"`)
      .join(', ');
    const result = await sql.raw<Record<string, string>>(`select ${selects}`).execute(t.db);
    const row = result.rows[0] ?? {};
    return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
  }

  const tokenFor = (op: Operation) =>
    !op.secured ? undefined : op.tags.includes('admin') ? tokens.admin : tokens.member;

  it('covers every documented operation, and every route the app declares is documented', () => {
    expect(operations.length).toBeGreaterThan(60);
    // A route hidden from the document would escape the fuzz: only the document itself may be.
    const documented = new Set(operations.map((op) => `${op.method} ${op.path}`));
    const undocumented = t.app.declaredRoutes
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`)
      .filter((route) => route !== 'GET /api/openapi.json' && !documented.has(route));
    expect(undocumented).toEqual([]);
  });

  it('answers every generated request below 500, a refusal with an answer code, changing nothing', async () => {
    const failures: string[] = [];
    for (const op of operations.filter((o) => !APART.has(`${o.method} ${o.path}`))) {
      const idArb = fc.oneof(
        fc.integer({ min: 1, max: 50 }).map(String),
        fc.constantFrom(...ODD_IDS),
      );
      const queryArb = fc.record(
        Object.fromEntries(op.query.map((q) => [q.name, arbitraryFor(q.schema, resolve)])),
        { requiredKeys: [] },
      );
      const bodyArb = op.body
        ? fc.oneof(
            { weight: 8, arbitrary: bodyArbitrary(op.body, resolve) },
            { weight: 1, arbitrary: fc.constantFrom(...ODD_STRINGS) },
          )
        : fc.constant(undefined);
      await fc
        .assert(
          fc.asyncProperty(idArb, queryArb, bodyArb, async (id, query, body) => {
            const url = op.path.replace(/\{[^}]+\}/g, id);
            const search = new URLSearchParams(
              Object.entries(query).map(([k, v]): [string, string] => [
                k,
                typeof v === 'string' ? v : JSON.stringify(v),
              ]),
            ).toString();
            const token = tokenFor(op);
            const before = await rowCounts();
            const answer = await t.app.inject({
              method: op.method,
              url: search ? `${url}?${search}` : url,
              headers: {
                ...(token ? bearer(token) : {}),
                ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              },
              ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
            });
            const where = `${op.method} ${url}?${search} ${JSON.stringify(body)?.slice(0, 200)}`;
            if (answer.statusCode >= 500) {
              failures.push(`${answer.statusCode} ${where} → ${answer.body.slice(0, 200)}`);
              return false;
            }
            if (answer.statusCode >= 400) {
              // Every refusal names a code of the one list the screens translate from.
              const code: unknown = answer.json<{ error?: unknown }>().error;
              if (typeof code !== 'string' || !isAnswerCode(code)) {
                failures.push(`${answer.statusCode} ${where} answered the code ${String(code)}`);
                return false;
              }
              const after = await rowCounts();
              if (JSON.stringify(after) !== JSON.stringify(before)) {
                failures.push(`refused ${answer.statusCode} but wrote: ${where}`);
                return false;
              }
            }
            return true;
          }),
          { numRuns: RUNS },
        )
        .catch((error: unknown) => failures.push(String(error).split('\n').slice(0, 3).join(' ')));
    }
    expect(failures).toEqual([]);
  });

  it('puts NUL, lone surrogates, odd numbers and wrong types in each field, one at a time', async () => {
    const failures: string[] = [];
    for (const op of operations.filter((o) => !APART.has(`${o.method} ${o.path}`))) {
      const token = tokenFor(op);
      const url = op.path.replace(/\{[^}]+\}/g, '1');
      const base = op.body ? exampleOf(op.body, resolve) : undefined;
      const bodyFields =
        op.body && base && typeof base === 'object' ? fieldsOf(op.body, resolve) : [];
      const tries: Array<{ url: string; body: unknown; field: string; poison: unknown }> = [
        ...bodyFields.flatMap((field) =>
          FIELD_POISON.map((poison) => ({
            url,
            body: { ...(base as object), [field]: poison },
            field,
            poison,
          })),
        ),
        ...op.query.flatMap((q) =>
          // A URL cannot carry a lone surrogate (it arrives as U+FFFD): NUL and numbers only.
          FIELD_POISON.filter(
            (p) => typeof p !== 'object' && !/[\uD800-\uDFFF]/.test(String(p)),
          ).map((poison) => ({
            url: `${url}?${new URLSearchParams({ [q.name]: String(poison) }).toString()}`,
            body: base,
            field: q.name,
            poison,
          })),
        ),
      ];
      for (const attempt of tries) {
        const before = await rowCounts();
        const answer = await t.app.inject({
          method: op.method,
          url: attempt.url,
          headers: {
            ...(token ? bearer(token) : {}),
            ...(attempt.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(attempt.body === undefined ? {} : { payload: JSON.stringify(attempt.body) }),
        });
        const where = `${op.method} ${attempt.url} ${JSON.stringify(attempt.body)?.slice(0, 160)}`;
        const unstorable = typeof attempt.poison === 'string' && !isStorableText(attempt.poison);
        if (answer.statusCode >= 500) {
          failures.push(`${answer.statusCode} ${where} → ${answer.body.slice(0, 120)}`);
        } else if (
          answer.statusCode >= 400 &&
          JSON.stringify(await rowCounts()) !== JSON.stringify(before)
        ) {
          failures.push(`refused ${answer.statusCode} but wrote: ${where}`);
        } else if (
          unstorable &&
          !(
            answer.statusCode === 422 &&
            answer.json<{ fields?: Record<string, string> }>().fields?.[attempt.field] === 'invalid'
          ) &&
          // A guard refuses first on a route the token may not use.
          answer.statusCode !== 401 &&
          answer.statusCode !== 403
        ) {
          failures.push(`not refused as invalid ${attempt.field}: ${answer.statusCode} ${where}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('sends the raw JSON texts -0 and NaN to every numeric field: -0 answers as 0 does and never 5xx, NaN is 400, a refusal writes nothing', async () => {
    const failures: string[] = [];
    const tried: string[] = [];
    for (const op of operations.filter((o) => o.body && !APART.has(`${o.method} ${o.path}`))) {
      const schema = op.body;
      if (!schema) continue;
      const token = tokenFor(op);
      const url = op.path.replace(/\{[^}]+\}/g, '1');
      const base = exampleOf(schema, resolve);
      for (const path of numericPathsOf(schema, resolve)) {
        const field = path.join('.');
        tried.push(`${op.method} ${op.path} ${field}`);
        const answers: Record<string, { status: number; error?: unknown; fields?: unknown }> = {};
        // JSON.stringify(-0) is "0" and JSON.stringify(NaN) is "null": the raw text goes in.
        for (const raw of ['-0', '0', 'NaN'] as const) {
          const payload = JSON.stringify(markAt(base, path)).replace(JSON.stringify(RAW_MARK), raw);
          const before = await rowCounts();
          const answer = await t.app.inject({
            method: op.method,
            url,
            headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
            payload,
          });
          const where = `${op.method} ${url} ${field}=${raw}`;
          const body = answer.json<{ error?: unknown; fields?: unknown }>();
          answers[raw] = { status: answer.statusCode, error: body.error, fields: body.fields };
          if (answer.statusCode >= 500) {
            failures.push(`${answer.statusCode} ${where} → ${answer.body.slice(0, 120)}`);
          } else if (raw === 'NaN' && answer.statusCode !== 400) {
            failures.push(`NaN is not JSON, yet ${answer.statusCode}: ${where}`);
          } else if (
            answer.statusCode >= 400 &&
            JSON.stringify(await rowCounts()) !== JSON.stringify(before)
          ) {
            failures.push(`refused ${answer.statusCode} but wrote: ${where}`);
          }
        }
        // Negative zero is zero: no rule may tell them apart (Object.is, 1 / x, Math.sign).
        if (JSON.stringify(answers['-0']) !== JSON.stringify(answers['0'])) {
          failures.push(
            `-0 and 0 differ at ${op.method} ${url} ${field}: ${JSON.stringify(answers)}`,
          );
        }
      }
    }
    // Amounts, preview rates, exchange rates, bonus percentages, ids: the sweep reaches them all.
    expect(tried).toEqual(
      expect.arrayContaining([
        'POST /api/wallet/charges amount',
        'POST /api/wallet/charges rate',
        'POST /api/admin/users/{id}/corrections amount',
        'PUT /api/admin/exchange-rates rates.KRW',
      ]),
    );
    expect(failures).toEqual([]);
  });

  it('refuses negative zero where zero is refused, from a body that is otherwise valid', async () => {
    const cases: Array<{ token: string; url: string; payload: string; field: string }> = [
      {
        token: tokens.admin,
        url: `/api/admin/users/${memberId}/corrections`,
        payload: '{"amount":-0,"reason":"negative zero"}',
        field: 'amount',
      },
      {
        token: tokens.member,
        url: '/api/wallet/charges',
        payload: '{"currency":"USD","amount":-0}',
        field: 'amount',
      },
      {
        token: tokens.member,
        url: '/api/wallet/charges',
        payload: '{"currency":"USD","amount":100,"rate":-0}',
        field: 'rate',
      },
    ];
    for (const { token, url, payload, field } of cases) {
      const before = await rowCounts();
      const answer = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload,
      });
      expect({ payload, status: answer.statusCode, body: answer.json() }).toEqual({
        payload,
        status: 422,
        body: {
          error: 'validation_failed',
          message: expect.any(String),
          fields: { [field]: 'invalid' },
        },
      });
      expect(await rowCounts()).toEqual(before);
    }
  });

  it('refuses unreadable, mistyped and oversized bodies with a 4xx on every route that takes one, writing nothing', async () => {
    const takesBody = operations.filter((o) => o.body && !APART.has(`${o.method} ${o.path}`));
    const bad: string[] = [];
    const raw = ['not json{', '[]', '"text"', '1e308', 'null', `{"x":"${'a'.repeat(1_100_000)}"}`];
    for (const op of takesBody) {
      for (const payload of raw) {
        const token = tokenFor(op);
        const before = await rowCounts();
        const answer = await t.app.inject({
          method: op.method,
          url: op.path.replace(/\{[^}]+\}/g, '1'),
          headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
          payload,
        });
        if (answer.statusCode < 400 || answer.statusCode >= 500) {
          bad.push(`${op.method} ${op.path} ${payload.slice(0, 20)} → ${answer.statusCode}`);
        } else if (JSON.stringify(await rowCounts()) !== JSON.stringify(before)) {
          bad.push(`${op.method} ${op.path} ${payload.slice(0, 20)} refused but wrote`);
        }
      }
    }
    expect(bad).toEqual([]);
  });
});
