import { errorBodySchema, httpValidationErrorSchema, type JsonSchema } from '@seo/contracts';
import type { OperationSpec, ResponseSpec, SurfaceDescription } from './surface';

type JsonObject = Record<string, unknown>;

/** The error shapes every surface answers with (CONTRACT.md, "Errors"). */
const SHARED_SCHEMAS: Record<string, JsonSchema> = { ErrorBody: errorBodySchema, HTTPValidationError: httpValidationErrorSchema };

/** OpenAPI 3.1.0 for a surface, from the same schema objects its routes validate with. */
export function buildOpenApiDocument(surface: SurfaceDescription, publicUrl: string): JsonObject {
  const schemas = { ...SHARED_SCHEMAS, ...surface.schemas };
  const names = new Map(Object.entries(schemas).map(([name, schema]) => [schema, name]));
  const ref = (schema: JsonSchema): JsonSchema => {
    const name = names.get(schema);
    return name ? { $ref: `#/components/schemas/${name}` } : schema;
  };
  const paths: Record<string, JsonObject> = {};
  for (const operation of surface.operations) {
    paths[operation.path] = { ...paths[operation.path], [operation.method]: operationObject(operation, surface, ref) };
  }
  return {
    openapi: '3.1.0',
    info: { title: surface.title, version: surface.version, description: surface.summary },
    servers: [{ url: publicUrl }],
    tags: surface.skills.map((skill) => ({ name: skill.name, description: skill.description })),
    paths,
    components: { schemas },
  };
}

function operationObject(operation: OperationSpec, surface: SurfaceDescription, ref: (schema: JsonSchema) => JsonSchema): JsonObject {
  const { request } = operation;
  const skill = surface.skills.find((candidate) => candidate.id === operation.skill);
  const pathParameters = [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: ref(request?.path?.[name] ?? { type: 'string' }),
  }));
  const queryParameters = Object.entries(request?.query ?? {}).map(([name, schema]) => ({ name, in: 'query', required: true, schema: ref(schema) }));
  const parameters = [...pathParameters, ...queryParameters];
  const responses: Record<number, ResponseSpec> = { ...operation.responses };
  if (request) responses[422] = { description: 'Validation error; never charged', schema: httpValidationErrorSchema };
  if (request?.body) {
    responses[413] = { description: 'Body larger than 64 KB' };
    responses[415] = { description: 'Content-Type is not application/json' };
  }
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    ...(skill ? { tags: [skill.name] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(request?.body ? { requestBody: { required: true, content: { 'application/json': { schema: ref(request.body) } } } } : {}),
    responses: Object.fromEntries(
      Object.entries(responses).map(([status, response]) => [status, responseObject(Number(status), response, ref)]),
    ),
  };
}

function responseObject(status: number, response: ResponseSpec, ref: (schema: JsonSchema) => JsonSchema): JsonObject {
  const schema = response.schema ?? (status >= 400 ? errorBodySchema : undefined);
  if (!schema) return { description: response.description };
  return { description: response.description, content: { [response.contentType ?? 'application/json']: { schema: ref(schema) } } };
}
