import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * Every call names itself in the product's words (`approveRequest`, `listMembers`), so a client
 * generated from the document reads well. A documented route without one breaks the document,
 * so the OpenAPI tests fail on it.
 */
const withOperationId: SwaggerTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const { operationId, hide } = input.schema as { operationId?: unknown; hide?: boolean };
  if (hide === true) return out;
  if (typeof operationId !== 'string' || !/^[a-z][A-Za-z]+$/.test(operationId)) {
    const method = [input.route.method].flat().join(',');
    throw new Error(`${method} ${input.url} has no operationId (schema.operationId)`);
  }
  return out;
};

/**
 * The zod provider lists an input and an output copy of every named schema (`InquiryBody` and
 * `InquiryBodyInput`); a request body uses one, an answer the other. Components nothing refers
 * to go, and an input copy whose output twin went takes the plain name, so a reader meets each
 * schema once, by the name it has in `@wallet/shared/domain`.
 */
const withoutUnusedSchemas: SwaggerTransformObject = (documentObject) => {
  const document = jsonSchemaTransformObject(documentObject);
  // Only OpenAPI 3 documents have components; this one is 3.1 (below).
  if (!('components' in document) || !document.components?.schemas) return document;
  const { schemas } = document.components;
  const used = new Set<string>();
  const refsIn = (value: unknown) =>
    [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
  let pending = refsIn(document.paths);
  while (pending.length > 0) {
    const name = pending.pop();
    if (name === undefined || used.has(name)) continue;
    used.add(name);
    pending = pending.concat(refsIn(schemas[name]));
  }
  const plainName = (name: string) => {
    const base = name.replace(/Input$/, '');
    return base !== name && !used.has(base) ? base : name;
  };
  const kept = Object.fromEntries(
    Object.entries(schemas)
      .filter(([name]) => used.has(name))
      .map(([name, schema]) => [plainName(name), schema]),
  );
  const pruned = { ...document, components: { ...document.components, schemas: kept } };
  const renamed = JSON.stringify(pruned).replace(
    /"#\/components\/schemas\/([^"]+)"/g,
    (_, name: string) => `"#/components/schemas/${plainName(name)}"`,
  );
  // The zod provider's document type is wider than swagger's own; only schema names changed.
  return JSON.parse(renamed) as ReturnType<SwaggerTransformObject>;
};

/**
 * The OpenAPI document, generated from the same zod schemas that validate the requests and
 * shape the answers. Register before the routes: it collects them as they are added.
 * `server/test/openapi-lint.test.ts` lints what it serves with Redocly's recommended rules.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Member wallet API',
        description:
          'Errors answer `{ error, message, fields? }`; money is in major units. See docs/api.md.',
        version: '0.1.0',
        license: { name: 'UNLICENSED', identifier: 'UNLICENSED' },
      },
      servers: [{ url: '/', description: 'The site itself: every path starts with /api' }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token from POST /api/users/login',
          },
        },
      },
    },
    transform: withOperationId,
    transformObject: withoutUnusedSchemas,
  });
}

/** GET /api/openapi.json; call after the swagger plugin is registered. */
export function openApiRoute(app: FastifyInstance): void {
  // The API's description is no secret; it declares its role like every other /api route.
  app.get('/api/openapi.json', { config: { role: 'public' }, schema: { hide: true } }, () =>
    app.swagger(),
  );
}
