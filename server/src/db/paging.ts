import type { SelectQueryBuilder } from 'kysely';

export interface Page<Row> {
  rows: Row[];
  /** How many rows the filter matches in all: the list's X-Total-Count. */
  total: number;
}

/**
 * One page of a list (`?limit=&offset=`) and its total. `rows` is the filtered query with its
 * selection and order; `matching` is the same filter without them, counted.
 */
export async function pageOf<DB, TB extends keyof DB, O, F>(
  rows: SelectQueryBuilder<DB, TB, O>,
  matching: SelectQueryBuilder<DB, TB, F>,
  { limit, offset }: { limit: number; offset: number },
): Promise<Page<O>> {
  const page = await rows.limit(limit).offset(offset).execute();
  const count = await matching
    .select((eb) => eb.fn.countAll<string>().as('n'))
    // Kysely cannot name the selection over a generic table; it is exactly this one column.
    .$castTo<{ n: string }>()
    .executeTakeFirstOrThrow();
  return { rows: page, total: Number(count.n) };
}
