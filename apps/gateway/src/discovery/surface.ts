import type { JsonSchema } from '@seo/contracts';
import type { RequestSpec } from '../http/validation/valid-input';

export type HttpMethod = 'get' | 'post';

export interface ResponseSpec {
  description: string;
  /** For an error status, defaults to the `{"detail": "…"}` body. */
  schema?: JsonSchema;
  /** Defaults to application/json. */
  contentType?: string;
}

/** One operation of a surface: what its route validates, and what OpenAPI, the agent card and llms.txt say. */
export interface OperationSpec {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI path template; a `{name}` without a schema in `request.path` is documented as a plain string. */
  path: string;
  summary: string;
  /** The agent-card skill and llms.txt section it belongs to; none for the surface's own free plumbing. */
  skill?: string;
  /** Charged per call through PaymentGate. */
  paid: boolean;
  /** What the route validates (ValidInput); 422, and 413/415 for a body, are documented from it. */
  request?: RequestSpec;
  /** By status: the success response and the errors particular to the operation. */
  responses: Record<number, ResponseSpec>;
}

export interface SkillSpec {
  id: string;
  name: string;
  description: string;
  tags: string[];
}

/** Everything the discovery documents of one HTTP surface are built from. */
export interface SurfaceDescription {
  title: string;
  version: string;
  /** One paragraph: what it does and how it is paid. */
  summary: string;
  /** Further paragraphs for llms.txt. */
  details: string[];
  skills: SkillSpec[];
  operations: OperationSpec[];
  /** Documented once under components.schemas: an operation schema that is one of these objects becomes a $ref. */
  schemas: Record<string, JsonSchema>;
}

/** "POST /scan/quick". */
export const routeLabel = (operation: OperationSpec): string => `${operation.method.toUpperCase()} ${operation.path}`;

export const successOf = (operation: OperationSpec): ResponseSpec =>
  Object.entries(operation.responses).find(([status]) => Number(status) < 300)?.[1] ?? { description: 'Success' };
