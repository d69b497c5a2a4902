/**
 * What a mutation answers, in one shape: what it made or changed, or why it was refused (`errors`, the person's to
 * fix, empty on success), and for some the server's `message` with its `messageCode`. Never kept by a cache.
 */
import type { FieldMap, ObjectFieldBuilder, ObjectRef } from '@pothos/core';
import { builder, type SchemaTypes } from './builder';
import { CACHE } from './cache-hints';
import { UserError, messageCodeField, type UserErrorShape } from './shared';
import type { WriteOutcome } from './errors';

/** What every payload holds: the refusal's errors, and the server's message where the payload shows it. */
export interface PayloadShape {
  message?: string | null;
  errors: UserErrorShape[];
}

export interface PayloadOptions<Shape> {
  description: string;
  /** What `errors` says: why the write may be refused. */
  errors: string;
  /** What `message` says, for a payload that shows the server's message (with its `messageCode`). */
  message?: string;
  /** The payload's own fields: what the write made or changed. */
  fields?: (t: ObjectFieldBuilder<SchemaTypes, Shape>) => FieldMap;
}

/** A mutation's payload type: its own `fields`, `errors`, and `message` with `messageCode` when it has one. */
export function payloadType<Shape extends PayloadShape>(
  name: string,
  options: PayloadOptions<Shape>,
): ObjectRef<SchemaTypes, Shape> {
  const { message } = options;
  return builder.objectRef<Shape>(name).implement({
    directives: CACHE.never,
    description: options.description,
    fields: (t) => ({
      ...options.fields?.(t),
      ...(message === undefined
        ? {}
        : {
            message: t.string({
              nullable: true,
              description: message,
              resolve: (shown) => shown.message ?? null,
            }),
            messageCode: messageCodeField(t),
          }),
      errors: t.field({ type: [UserError], description: options.errors, resolve: (shown) => shown.errors }),
    }),
  });
}

/** The payload of a write that saves one record: the record under `Key`, null when refused. */
export type RecordPayloadShape<Key extends string, Item> = { [K in Key]: Item | null } & PayloadShape;

/** The field of a record payload that holds the record: its type and what it says. */
interface RecordOption<Item> {
  type: ObjectRef<SchemaTypes, Item>;
  description: string;
}

/**
 * A payload holding the one record a write saved, as `record` names it (`{ portfolio: { type, description } }`): the
 * record as stored, null when refused.
 */
export function recordPayloadType<Key extends string, Item>(
  name: string,
  options: Omit<PayloadOptions<RecordPayloadShape<Key, Item>>, 'fields'> & {
    record: Record<Key, RecordOption<Item>>;
  },
): ObjectRef<SchemaTypes, RecordPayloadShape<Key, Item>> {
  const [key, record] = Object.entries(options.record)[0] as [Key, RecordOption<Item>];
  return payloadType(name, {
    ...options,
    fields: (t) => ({
      [key]: t.field({
        type: record.type,
        nullable: true,
        description: record.description,
        // Pothos cannot relate a generic shape to the result it expects of `type`: the record is that shape.
        resolve: (shown) => shown[key] as never,
      }),
    }),
  });
}

/**
 * The payload of a write that saves one record (`{ data, message }` in the legacy answer): the record under `key`
 * with the server's message, or null with the refusal's errors.
 */
export function recordPayloadOf<Key extends string, Item>(
  key: Key,
  outcome: WriteOutcome<{ data: Item; message?: string }>,
): RecordPayloadShape<Key, Item> {
  const shown = outcome.result
    ? { [key]: outcome.result.data, message: outcome.result.message ?? null, errors: [] }
    : { [key]: null, message: null, errors: outcome.errors };
  return shown as RecordPayloadShape<Key, Item>;
}

/** The payload of a deletion: the id of what was deleted, null when refused. */
export interface DeletionShape extends PayloadShape {
  deletedId: string | null;
}

/** A deletion's payload type: `deletedId` as `deleted` describes it, and `errors`. */
export function deletionPayloadType(
  name: string,
  options: Omit<PayloadOptions<DeletionShape>, 'fields' | 'message'> & { deleted: string },
): ObjectRef<SchemaTypes, DeletionShape> {
  return payloadType(name, {
    ...options,
    fields: (t) => ({
      deletedId: t.exposeID('deletedId', { nullable: true, description: options.deleted }),
    }),
  });
}

/** A deletion's payload: the id deleted, or null with the refusal's errors. */
export function deletionPayloadOf(id: string | number, outcome: WriteOutcome<unknown>): DeletionShape {
  return outcome.errors.length > 0
    ? { deletedId: null, errors: outcome.errors }
    : { deletedId: String(id), errors: [] };
}
