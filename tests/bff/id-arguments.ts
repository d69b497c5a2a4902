/**
 * Every place the GraphQL schema takes an id, found by walking the schema rather than listed by hand, and requests
 * that put a given text there while every other required value is a plausible one (issue 43: a test sweeps them).
 */
import {
  getNamedType,
  getVariableValues,
  parse,
  validate,
  type OperationDefinitionNode,
  getNullableType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isRequiredArgument,
  isRequiredInputField,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

/** The Query field an id position of another type is reached through (called with sampled arguments). */
interface Hop {
  parent: GraphQLObjectType;
  field: GraphQLField<unknown, unknown>;
}

/** Where an id is taken: an argument of a field, or a field of an input object inside one, at any depth. */
interface IdPosition {
  /** `Mutation.updatePortfolio(input.categoryId)`, `Designer.portfolios(categoryId)`: how reports name it. */
  name: string;
  /** The type whose field takes the id. */
  parent: GraphQLObjectType;
  field: GraphQLField<unknown, unknown>;
  /** The argument, then the input fields down to the id: `['input', 'categoryId']`. */
  path: string[];
  /** For a field of another type than Query or Mutation: the Query field that answers that type. */
  via?: Hop;
}

/** An argument's coordinate (`Mutation.updatePortfolio(id:)`) or an input field's (`PortfolioInput.categoryId`). */
export type Coordinate = string;

/** The paths under `type` that end at an ID (`[]` when `type` is one), each input type entered once per path. */
function idPathsIn(type: GraphQLInputType, entered: ReadonlySet<string> = new Set()): string[][] {
  const named = getNamedType(type);
  if (named.name === 'ID') return [[]];
  if (!isInputObjectType(named) || entered.has(named.name)) return [];
  const inside = new Set([...entered, named.name]);
  return Object.values(named.getFields()).flatMap((field) =>
    idPathsIn(field.type, inside).map((path) => [field.name, ...path]),
  );
}

/**
 * Every id position of the schema: each argument (or input field within one) of type ID, `ID!`, `[ID!]`… of every
 * root Query and Mutation field, and of every field of another object type that a Query field answers (reached
 * through that Query field; `unreached` names those no Query field answers).
 */
export function idPositionsOf(schema: GraphQLSchema): { positions: IdPosition[]; unreached: string[] } {
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  if (!query || !mutation) throw new Error('the schema has no Query or Mutation type');
  const positions: IdPosition[] = [];
  const unreached: string[] = [];
  const add = (parent: GraphQLObjectType, field: GraphQLField<unknown, unknown>, via?: Hop) => {
    for (const arg of field.args)
      for (const inside of idPathsIn(arg.type)) {
        const path = [arg.name, ...inside];
        positions.push({ name: `${parent.name}.${field.name}(${path.join('.')})`, parent, field, path, via });
      }
  };
  for (const root of [query, mutation]) for (const field of Object.values(root.getFields())) add(root, field);
  const queryFields = Object.values(query.getFields());
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type === query || type === mutation || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.args.some((arg) => idPathsIn(arg.type).length > 0)) continue;
      // A Query field answering one such record (not a list of them) reaches it.
      const answering = queryFields.find((each) => getNullableType(each.type) === type);
      if (answering) add(type, field, { parent: query, field: answering });
      else unreached.push(`${type.name}.${field.name}`);
    }
  }
  return { positions, unreached };
}

/** Today in Bangkok, `YYYY-MM-DD`: the day the site's date arguments are read in. */
function bangkokToday(): string {
  return new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
}

/** A short text that each rule on a text of this name takes. */
function textFor(name: string): string {
  if (/email/i.test(name)) return 'sweep@example.com';
  if (/password/i.test(name)) return 'Sweep1234!';
  if (/domainName/i.test(name)) return 'id-sweep';
  if (/(On|Date)$/.test(name)) return '2024-01-15';
  if (/html/i.test(name)) return '<p>ทดสอบ</p>';
  return 'ทดสอบ';
}

/**
 * A plausible value of `type` at `coordinate` named `name`: a real id from `realIds` where one is needed (else "1"),
 * a short text, 1, true, an enum's first value, an input object with its required fields filled.
 */
function sampleOf(
  type: GraphQLInputType,
  coordinate: Coordinate,
  name: string,
  realIds: Readonly<Record<Coordinate, string>>,
): unknown {
  if (isNonNullType(type)) return sampleOf(type.ofType, coordinate, name, realIds);
  if (isListType(type)) return [sampleOf(type.ofType, coordinate, name, realIds)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields()))
      if (isRequiredInputField(field))
        value[field.name] = sampleOf(field.type, `${type.name}.${field.name}`, field.name, realIds);
    return value;
  }
  switch (type.name) {
    case 'ID':
      return realIds[coordinate] ?? '1';
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    case 'Date':
      return bangkokToday();
    case 'DateTime':
      return new Date().toISOString();
    default:
      return textFor(name);
  }
}

/** `value` of `type` with `id` put at `path` inside it (in a list: its one element), the rest sampled. */
function placed(
  type: GraphQLInputType,
  path: readonly string[],
  id: string,
  realIds: Readonly<Record<Coordinate, string>>,
): unknown {
  if (isNonNullType(type)) return placed(type.ofType, path, id, realIds);
  if (isListType(type)) return [placed(type.ofType, path, id, realIds)];
  if (path.length === 0) return id;
  if (!isInputObjectType(type)) throw new Error(`no input field ${path.join('.')} in ${String(type)}`);
  const [head = '', ...rest] = path;
  const field = type.getFields()[head];
  if (!field) throw new Error(`no input field ${head} in ${type.name}`);
  const value = sampleOf(type, type.name, type.name, realIds) as Record<string, unknown>;
  value[head] = placed(field.type, rest, id, realIds);
  return value;
}

/** The selection a request asks of an answer of `field`: `__typename`, and the payload's `errors` if it has some. */
function selectionOf(field: GraphQLField<unknown, unknown>): string {
  const answer = getNamedType(field.type);
  if (!isCompositeType(answer)) return '';
  const errors = isObjectType(answer) ? answer.getFields().errors : undefined;
  const hasErrors = errors && isObjectType(getNamedType(errors.type));
  return hasErrors ? '{ __typename errors { field code message } }' : '{ __typename }';
}

/** A call of `field`: its required arguments sampled, and the `swept` one with its id in place; variables prefixed. */
function callOf(
  parent: GraphQLObjectType,
  field: GraphQLField<unknown, unknown>,
  prefix: string,
  realIds: Readonly<Record<Coordinate, string>>,
  swept?: { path: readonly string[]; id: string },
) {
  const declared: string[] = [];
  const passed: string[] = [];
  const variables: Record<string, unknown> = {};
  const give = (arg: GraphQLArgument, value: unknown) => {
    declared.push(`$${prefix}${arg.name}: ${String(arg.type)}`);
    passed.push(`${arg.name}: $${prefix}${arg.name}`);
    variables[`${prefix}${arg.name}`] = value;
  };
  for (const arg of field.args) {
    const coordinate = `${parent.name}.${field.name}(${arg.name}:)`;
    if (swept && arg.name === swept.path[0])
      give(arg, placed(arg.type, swept.path.slice(1), swept.id, realIds));
    else if (isRequiredArgument(arg)) give(arg, sampleOf(arg.type, coordinate, arg.name, realIds));
  }
  const args = passed.length > 0 ? `(${passed.join(', ')})` : '';
  return { declared, variables, call: `${field.name}${args}` };
}

/** The request that gives `id` at `position`, every other required argument a sample; `answerPath` finds its answer. */
export function requestOf(
  position: IdPosition,
  id: string,
  realIds: Readonly<Record<Coordinate, string>>,
): { query: string; variables: Record<string, unknown>; answerPath: string[] } {
  const target = callOf(position.parent, position.field, '', realIds, { path: position.path, id });
  const hop = position.via && callOf(position.via.parent, position.via.field, 'via_', realIds);
  const selected = `${target.call} ${selectionOf(position.field)}`;
  const declared = [...(hop?.declared ?? []), ...target.declared];
  const header = declared.length > 0 ? `(${declared.join(', ')})` : '';
  const operation = (position.via?.parent ?? position.parent).name === 'Mutation' ? 'mutation' : 'query';
  return {
    query: `${operation} ${header} { ${hop ? `${hop.call} { ${selected} }` : selected} }`,
    variables: { ...hop?.variables, ...target.variables },
    answerPath: position.via ? [position.via.field.name, position.field.name] : [position.field.name],
  };
}

/** What is wrong with `request` against `schema` before it runs: its document's errors, else its variables'. */
export function problemsOf(
  schema: GraphQLSchema,
  request: { query: string; variables: Record<string, unknown> },
): string[] {
  const document = parse(request.query);
  const invalid = validate(schema, document);
  if (invalid.length > 0) return invalid.map((error) => error.message);
  const operation = document.definitions[0] as OperationDefinitionNode;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables);
  return (coerced.errors ?? []).map((error) => error.message);
}
