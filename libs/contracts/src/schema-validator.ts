import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/** JSON Schema as OpenAPI 3.1 and Ajv (draft 2020-12) read it. */
export type JsonSchema = Record<string, unknown>;

export const HTTP_URL_MAX_LENGTH = 2048;

/** Why a string is not an absolute http(s) URL with a host, in pydantic's words; null when it is one. */
export function httpUrlProblem(value: string): { type: string; msg: string; ctx: Record<string, string> } | null {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    const error = /^[a-z][a-z0-9+.-]*:/i.test(value) ? 'invalid URL' : 'relative URL without a base';
    return { type: 'url_parsing', msg: `Input should be a valid URL, ${error}`, ctx: { error } };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return {
      type: 'url_scheme',
      msg: "URL scheme should be 'http' or 'https'",
      ctx: { expected_schemes: "'http' or 'https'" },
    };
  }
  if (!parsed.hostname) return { type: 'url_parsing', msg: 'Input should be a valid URL, empty host', ctx: { error: 'empty host' } };
  return null;
}

const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
addFormats(ajv);
ajv.addKeyword({
  keyword: 'x-http-url',
  type: 'string',
  errors: true,
  validate: function httpUrl(this: unknown, enabled: boolean, data: string): boolean {
    if (!enabled) return true;
    const problem = httpUrlProblem(data);
    if (!problem) return true;
    (httpUrl as unknown as { errors: Partial<ErrorObject>[] }).errors = [
      { keyword: 'x-http-url', message: problem.msg, params: { type: problem.type, ctx: problem.ctx } },
    ];
    return false;
  },
});

const compiled = new WeakMap<JsonSchema, ValidateFunction>();

/** Compiles once per schema object. */
export function validatorFor<T>(schema: JsonSchema): ValidateFunction<T> {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate as ValidateFunction<T>;
}

/** Thrown when a payload crossing a boundary does not match its contract. */
export class ContractViolation extends Error {
  constructor(readonly what: string, readonly errors: ErrorObject[]) {
    super(`${what} violates its contract: ${ajv.errorsText(errors)}`);
    this.name = 'ContractViolation';
  }
}

/** Returns the data typed when valid; throws ContractViolation otherwise. */
export function assertValid<T>(schema: JsonSchema, data: unknown, what: string): T {
  const validate = validatorFor<T>(schema);
  if (!validate(data)) throw new ContractViolation(what, validate.errors ?? []);
  return data;
}

export type { ErrorObject };
