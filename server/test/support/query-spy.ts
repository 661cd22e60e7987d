import {
  PostgresQueryCompiler,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/**
 * A Kysely plugin that only looks: the SQL of every statement the database ran, in order. A
 * subquery is compiled on its own too (transformQuery), but only a statement that executed comes
 * back through transformResult, so `statements` holds what reached the database, once each.
 */
export class QuerySpy implements KyselyPlugin {
  readonly statements: string[] = [];
  readonly #compiler = new PostgresQueryCompiler();
  readonly #compiled = new Map<string, string>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    this.#compiled.set(queryId.queryId, this.#compiler.compileQuery(node, queryId).sql);
    return node;
  }

  async transformResult({
    result,
    queryId,
  }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const statement = this.#compiled.get(queryId.queryId);
    if (statement !== undefined) {
      this.statements.push(statement);
      this.#compiled.delete(queryId.queryId);
    }
    return result;
  }

  /** How many executed statements match. */
  count(pattern: RegExp): number {
    return this.statements.filter((statement) => pattern.test(statement)).length;
  }

  clear(): void {
    this.statements.length = 0;
    this.#compiled.clear();
  }
}
