import type { ErrorObject, JsonSchema, ValidationErrorItem } from '@seo/contracts';

export type Loc = (string | number)[];

interface Problem {
  type: string;
  msg: string;
  ctx?: Record<string, unknown>;
}

/**
 * The one translator from Ajv's errors to pydantic v2's error items (FastAPI's 422 body): pydantic's types,
 * messages and ctx, one item per location, in the order of the schema's properties as pydantic reports them.
 * `loc` is where `data` sits in the request, e.g. ["body"] or ["query", "url"].
 */
export function toValidationItems(errors: ErrorObject[], data: unknown, loc: Loc, schema: JsonSchema): ValidationErrorItem[] {
  const items = new Map<string, ValidationErrorItem>();
  for (const error of errors) {
    const { path, value } = resolve(data, error.instancePath);
    const missing = error.keyword === 'required' ? [String(error.params.missingProperty)] : [];
    const itemLoc = [...loc, ...path, ...missing];
    const key = JSON.stringify(itemLoc);
    if (!items.has(key)) items.set(key, { ...describe(error, value), loc: itemLoc, input: value });
  }
  const order = Object.keys((schema.properties as Record<string, unknown> | undefined) ?? {});
  const rank = (item: ValidationErrorItem): number => {
    const index = order.indexOf(String(item.loc[loc.length]));
    return index === -1 ? order.length : index;
  };
  return [...items.values()].sort((a, b) => rank(a) - rank(b)).map(pydanticKeyOrder);
}

/** The value at a JSON pointer and its path, array indices as numbers (pydantic's loc). */
function resolve(data: unknown, pointer: string): { path: Loc; value: unknown } {
  const path: Loc = [];
  let value = data;
  for (const token of pointer.split('/').slice(1)) {
    const key = token.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(value)) {
      path.push(Number(key));
      value = value[Number(key)];
    } else {
      path.push(key);
      value = (value as Record<string, unknown>)[key];
    }
  }
  return { path, value };
}

const TYPE_PROBLEMS: Record<string, Problem> = {
  string: { type: 'string_type', msg: 'Input should be a valid string' },
  boolean: { type: 'bool_type', msg: 'Input should be a valid boolean' },
  integer: { type: 'int_type', msg: 'Input should be a valid integer' },
  number: { type: 'float_type', msg: 'Input should be a valid number' },
  array: { type: 'list_type', msg: 'Input should be a valid list' },
  object: { type: 'model_attributes_type', msg: 'Input should be a valid dictionary or object to extract fields from' },
};

function describe(error: ErrorObject, value: unknown): Problem {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { type: 'missing', msg: 'Field required' };
    case 'type':
      if (TYPE_PROBLEMS[String(params.type)]) return TYPE_PROBLEMS[String(params.type)];
      break;
    case 'maxLength':
      return stringLength('too_long', 'at most', Number(params.limit));
    case 'minLength':
      return stringLength('too_short', 'at least', Number(params.limit));
    case 'pattern':
      return { type: 'string_pattern_mismatch', msg: `String should match pattern '${String(params.pattern)}'`, ctx: { pattern: params.pattern } };
    case 'enum': {
      const expected = choices(params.allowedValues as unknown[]);
      return { type: 'enum', msg: `Input should be ${expected}`, ctx: { expected } };
    }
    case 'const': {
      const expected = pythonRepr(params.allowedValue);
      return { type: 'literal_error', msg: `Input should be ${expected}`, ctx: { expected } };
    }
    case 'maxItems':
      return listLength('too_long', 'at most', Number(params.limit), value);
    case 'minItems':
      return listLength('too_short', 'at least', Number(params.limit), value);
    case 'x-http-url':
      // The contracts' keyword carries pydantic's type and ctx (see httpUrlProblem).
      return { type: String(params.type), msg: error.message ?? 'Input should be a valid URL', ctx: params.ctx as Record<string, unknown> };
  }
  // A keyword the request schemas do not use yet: Ajv's own words rather than a made-up pydantic type.
  return { type: error.keyword, msg: error.message ?? 'Input is invalid' };
}

function stringLength(type: 'too_long' | 'too_short', bound: string, limit: number): Problem {
  const key = type === 'too_long' ? 'max_length' : 'min_length';
  return { type: `string_${type}`, msg: `String should have ${bound} ${plural(limit, 'character')}`, ctx: { [key]: limit } };
}

function listLength(type: 'too_long' | 'too_short', bound: string, limit: number, value: unknown): Problem {
  const key = type === 'too_long' ? 'max_length' : 'min_length';
  const actual = Array.isArray(value) ? value.length : 0;
  return {
    type,
    msg: `List should have ${bound} ${plural(limit, 'item')} after validation, not ${actual}`,
    ctx: { field_type: 'List', [key]: limit, actual_length: actual },
  };
}

const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** pydantic's "'a', 'b' or 'c'". */
function choices(values: unknown[]): string {
  const reprs = values.map(pythonRepr);
  return reprs.length === 1 ? reprs[0] : `${reprs.slice(0, -1).join(', ')} or ${reprs.at(-1)}`;
}

function pythonRepr(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
}

/** FastAPI writes type, loc, msg, input, ctx in that order; clients comparing bodies as text see the same. */
function pydanticKeyOrder({ type, loc, msg, input, ctx }: ValidationErrorItem): ValidationErrorItem {
  return ctx === undefined ? { type, loc, msg, input } : { type, loc, msg, input, ctx };
}
