import type { TObject, TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';
import { HttpError } from './http-error';

/**
 * What a route promises, as data (docs/decisions/036): its parameters, its body and its answer, each a TypeBox
 * schema. The router checks requests against it at the boundary, the OpenAPI document (`schema/legacy-openapi.json`)
 * is printed from it, and the BFF's types are generated from that document.
 */
export interface RouteContract {
  /** One line: what the route does. */
  summary: string;
  /** What a schema cannot say: who may call it, what it changes, its errors. */
  description?: string;
  /** The group it is listed under in the document (`portfolios`, `staff`, …). */
  tag: string;
  /** The `{name}` segments of its path, each a string schema. */
  params?: TObject;
  /** The query string's parameters (strings). */
  query?: TObject;
  /** A JSON (or url-encoded) body; a multipart body is described in `description`. */
  body?: TSchema;
  /** The JSON answer on success. */
  answer?: TSchema;
  /** Instead of `answer`: a successful answer of another media type (HTML, an image), described in words. */
  media?: { type: string; description: string };
  /** The status of a successful answer (200 unless it says otherwise). */
  status?: number;
  /** Whether the route is for the trusted client only (the BFF, with `X-Trusted-Client-Key`). */
  trusted?: boolean;
}

type SchemaValidator = Validator<Record<PropertyKey, TSchema>, TSchema>;

/** Compiled checks by schema: every server of a process (the tests start many) compiles each schema once. */
const compiled = new WeakMap<TSchema, SchemaValidator>();

function validatorOf(schema: TSchema): SchemaValidator {
  let validator = compiled.get(schema);
  if (!validator) {
    validator = Compile(schema);
    compiled.set(schema, validator);
  }
  return validator;
}

/** The field a validation error is about: the first segment of its instance path, or the missing property. */
function fieldOf(error: { instancePath: string; keyword: string; params: unknown }): string {
  const first = error.instancePath.split('/')[1];
  if (first) return first.replace(/~1/g, '/').replace(/~0/g, '~');
  const params = error.params as { requiredProperties?: string[] } | undefined;
  return params?.requiredProperties?.[0] ?? 'body';
}

/**
 * Checks a part of a request against its schema. A field of the wrong shape (an id written `0x10`, a list that is
 * text) is refused with 400 and the field; a missing required field is left to the route's own rules, which answer
 * Laravel's 422 and treat an empty text as missing too.
 */
export class RequestShape {
  private readonly validator: SchemaValidator;

  constructor(
    schema: TSchema,
    private readonly part: 'path' | 'query' | 'body',
  ) {
    this.validator = validatorOf(schema);
  }

  check(value: unknown): void {
    if (this.validator.Check(value)) return;
    const errors: Record<string, string[]> = {};
    for (const error of this.validator.Errors(value)) {
      if (error.keyword === 'required' && error.instancePath === '') continue;
      const field = fieldOf(error);
      errors[field] ??= [`The ${field} ${this.part === 'path' ? 'in the address' : 'field'} is not valid.`];
    }
    const first = Object.values(errors)[0]?.[0];
    if (first) throw new HttpError(400, first, errors);
  }
}

/** Checks answers against their route's schema: on in the tests, so an answer that drifts from its contract fails. */
export class AnswerShape {
  private readonly validator: SchemaValidator;

  constructor(
    schema: TSchema,
    private readonly route: string,
  ) {
    this.validator = validatorOf(schema);
  }

  check(value: unknown): void {
    if (this.validator.Check(value)) return;
    const problems = [...this.validator.Errors(value)]
      .slice(0, 5)
      .map((error) => `${error.instancePath || '/'} ${error.message}`);
    throw new Error(`The answer of ${this.route} breaks its contract: ${problems.join('; ')}`);
  }
}
