/**
 * A member's yes-or-no acts on a record (appreciating a work, following a designer), declared once for both: the
 * flag saying whether the viewer has done it, the pair of mutations that do and undo it, and the way each of them
 * runs (the id read, the member's limit charged, the legacy write, the cached answers dropped).
 */
import type { ObjectFieldBuilder, ObjectRef } from '@pothos/core';
import type { GraphQLContext } from '../context';
import type { MemberAsker } from '../limits/abuse-limits';
import { type SchemaTypes } from './builder';
import { CACHE } from './cache-hints';
import { memberAskerOf } from './current-viewer';
import { attempt } from './errors';
import { legacyCost } from './field-cost';
import { memberCall } from './field-access';
import type { RecordPayloadShape } from './payloads';
import { positiveIdOf } from '../protocol/record-id';
import type { UserErrorShape } from './shared';
import { viewerAmong } from './viewer-among';

/**
 * Whether the signed-in member has done the act to the parent (false for a visitor): one legacy call per request for
 * every record asked (a grid of 48 included), none for a visitor. Private to the viewer: never in a shared answer.
 */
export function viewerActField<Parent>(
  t: ObjectFieldBuilder<SchemaTypes, Parent>,
  options: {
    description: string;
    /** The id the legacy check takes of the parent. */
    idOf: (parent: Parent) => number;
    /** The ids, among those asked, the member has done it to. */
    among: (context: GraphQLContext, ids: number[]) => Promise<number[]>;
  },
) {
  return t.loadable({
    type: 'Boolean',
    directives: CACHE.viewer,
    complexity: legacyCost({ calls: 0 }),
    description: options.description,
    resolve: options.idOf,
    load: (ids: number[], context: GraphQLContext) =>
      viewerAmong(context, ids, (some) => options.among(context, some)),
  });
}

/** How one act runs on one record, answering it under `Key` of its payload as it now stands. */
export interface MemberAct<Key extends string, Item, Answer> {
  key: Key;
  /** The refusal of an id that is no record's. */
  notFound: string;
  /** Charges the member's limit of this act (RATE_LIMITED over it). */
  consume: (asker: MemberAsker) => Promise<void>;
  /** The legacy write: the act done, or undone. */
  write: (id: number) => Promise<{ data: Answer; message: string }>;
  /** The tags of the cached answers the act changes. */
  tags: (id: number, asker: MemberAsker | null) => string[];
  /** The record as it now stands, with what the write answered. */
  answer: (id: number, data: Answer) => Promise<Item | null>;
}

/** Does (or undoes) a member's act on the record `id` names, and answers the record as it now stands. */
export async function memberAct<Key extends string, Item, Answer>(
  context: GraphQLContext,
  id: string | number,
  act: MemberAct<Key, Item, Answer>,
): Promise<RecordPayloadShape<Key, Item>> {
  const refused = (errors: UserErrorShape[]) =>
    ({ [act.key]: null, message: null, errors }) as RecordPayloadShape<Key, Item>;
  const recordId = positiveIdOf(id);
  if (recordId === null) return refused([{ field: 'id', message: act.notFound }]);
  const asker = await memberAskerOf(context);
  if (asker) await act.consume(asker);
  const outcome = await attempt(() => act.write(recordId));
  if (!outcome.result) return refused(outcome.errors);
  const { data, message } = outcome.result;
  await context.publicAnswers.invalidate(act.tags(recordId, asker));
  const record = await act.answer(recordId, data);
  return { [act.key]: record, message, errors: [] } as RecordPayloadShape<Key, Item>;
}

/**
 * The two mutations of an act, `do` and `undo` (appreciatePortfolio, withdrawAppreciation): signed-in members only,
 * one legacy call, the record's id as `id`, the same payload.
 */
export function memberActMutations<Shape>(
  t: PothosSchemaTypes.MutationFieldBuilder<SchemaTypes, SchemaTypes['Root']>,
  payload: ObjectRef<SchemaTypes, Shape>,
  options: {
    /** What the `id` argument names. */
    id: string;
    do: { name: string; description: string };
    undo: { name: string; description: string };
    change: (context: GraphQLContext, id: string | number, done: boolean) => Promise<Shape>;
  },
) {
  const mutation = (done: boolean, description: string) =>
    t.field({
      ...memberCall,
      type: payload,
      description,
      args: { id: t.arg.id({ description: options.id }) },
      // Pothos cannot relate a generic shape to the result it expects of `payload`: `change` answers that shape.
      resolve: (_root, args, context) => options.change(context, args.id, done) as never,
    });
  return {
    [options.do.name]: mutation(true, options.do.description),
    [options.undo.name]: mutation(false, options.undo.description),
  };
}
