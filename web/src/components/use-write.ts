import { useCallback, useState } from 'react';
import type { ApolloCache, ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { getFragmentData, graphql, type FragmentType } from '../graphql/generated';
import { useDialog } from './dialog';
import type { Said, StatusTone } from './status-line';
import { tooManyAttempts } from '../i18n/common-messages';
import { useText } from '../i18n/use-text';
import { useLatest } from '../lib/use-latest';
import { retryAfterOf } from '../lib/rate-limited';

/** Why the server refused a write, as every payload's `errors` carries it: spread it there, `useWrite` reads it. */
export const UserErrors = graphql(`
  fragment UserErrors on UserError {
    field
    message
    code
    limit
  }
`);

/** One reason the server gave for refusing a write, in the reader's words, and the input field it is about. */
export interface Refusal {
  field: string | null;
  text: string;
}

/** What every write's payload holds: why it was refused, empty when it was done. */
interface WritePayload {
  errors: readonly FragmentType<typeof UserErrors>[];
}

/**
 * What a write came to: done, with its payload; or not, with the server's reasons (none when it did not answer).
 * `said` is what was told; `told` settles once it has been read (a dialog closed), at once on a status line.
 */
export type WriteOutcome<Payload> =
  | { ok: true; payload: Payload; said: Said | null; told: Promise<void> }
  | { ok: false; payload: Payload | null; refusals: readonly Refusal[]; said: Said; told: Promise<void> };

/** A line, or a `Said` to give its tone and a dialog's text under it. */
type Words = string | Said;

/** What a write says of each outcome, in the reader's language. */
export interface WriteWords<Payload> {
  /** Said when it is done (a status line, or the success dialog's title); nothing when absent or null. */
  done?: Words | null | ((payload: Payload) => Words | null);
  /**
   * Said when it failed: no answer, or a refusal without the server's reasons (a failure's tone by default). After too
   * many attempts, how long to wait instead.
   */
  failed: Words;
  /**
   * Said of a refusal, from the server's reasons (`reason`: all of them, one after another). By default a status line
   * says the reasons, else `failed`; a dialog says `failed` with the reasons under it.
   */
  refused?(refusal: { reason: string; refusals: readonly Refusal[]; payload: Payload }): Words;
}

/** The cache's part of a write, as Apollo takes it. */
type CacheOptions<Data, Variables extends OperationVariables> = Pick<
  ApolloClient.MutateOptions<Data, Variables>,
  'update' | 'refetchQueries' | 'awaitRefetchQueries' | 'optimisticResponse'
>;

/**
 * Where the outcome is told: in a dialog, or to a status line's setter (told null as the write starts). Without it,
 * nothing is told: the caller shows `outcome.said`.
 */
type Telling = 'dialog' | ((said: Said | null) => void);

/** What one write may set apart from its hook's options. */
type CallOptions<Data, Variables extends OperationVariables> = CacheOptions<Data, Variables> & {
  tell?: Telling;
};

export interface WriteOptions<Data, Variables extends OperationVariables, Payload> extends CallOptions<
  Data,
  Variables
> {
  /** The mutation's payload in its answer. */
  payload(data: Data): Payload | null | undefined;
  /** Whether the payload says it was done; by default, when it holds no refusal. */
  accepted?(payload: NoInfer<Payload>): boolean;
  /** The cache's part once it is done (what changed is dropped, to be asked again). */
  updateOnDone?(cache: ApolloCache, payload: NoInfer<Payload>): void;
}

const saidOf = (words: Words, tone: StatusTone): Said =>
  typeof words === 'string' ? { tone, message: words } : words;

/**
 * The site's one way to write (a write's named hook builds on it): sends the mutation (`mutation`, or a function that
 * loads it on first use), reads its payload's refusals, tells the outcome in the reader's words (the server's own
 * for a refusal, the wait after too many attempts) and answers it. `writing` while one is under way.
 */
export function useWrite<Data, Variables extends OperationVariables, Payload extends WritePayload>(
  mutation: TypedDocumentNode<Data, Variables> | (() => Promise<TypedDocumentNode<Data, Variables>>),
  options: WriteOptions<Data, Variables, Payload>,
) {
  const client = useApolloClient();
  const dialog = useDialog();
  const text = useText();
  const latest = useLatest({ mutation, options });
  const [underWay, setUnderWay] = useState(0);

  const write = useCallback(
    async (
      variables: Variables,
      words: WriteWords<Payload>,
      {
        tell: tellThis,
        whenDone,
        ...more
      }: CallOptions<Data, Variables> & {
        /** What follows a success before it is told (a form closed, so that the dialog does not sit on it). */
        whenDone?(payload: Payload): void;
      } = {},
    ): Promise<WriteOutcome<Payload>> => {
      const { mutation: toSend, options: settings } = latest.current;
      const { payload: payloadOf, accepted, updateOnDone, tell: tellAll, ...cacheOptions } = settings;
      const tell = tellThis ?? tellAll;
      const isDone = (payload: Payload) =>
        accepted ? accepted(payload) : getFragmentData(UserErrors, payload.errors).length === 0;
      const tellSaid = (said: Said | null): Promise<void> => {
        if (tell === 'dialog') {
          return said
            ? dialog.alert({ kind: said.tone, title: lines(said).join(' '), text: said.detail })
            : Promise.resolve();
        }
        tell?.(said);
        return Promise.resolve();
      };
      const failed = saidOf(words.failed, 'error');
      if (typeof tell === 'function') tell(null);
      setUnderWay((count) => count + 1);
      let payload: Payload | null;
      try {
        const { data } = await client.mutate<Data, Variables>({
          mutation: typeof toSend === 'function' ? await toSend() : toSend,
          variables,
          ...(updateOnDone && {
            update(cache, { data: answer }) {
              const done = answer && payloadOf(answer as Data);
              if (done && isDone(done)) updateOnDone(cache, done);
            },
          }),
          ...cacheOptions,
          ...more,
        } as ApolloClient.MutateOptions<Data, Variables>);
        payload = (data && payloadOf(data as Data)) ?? null;
      } catch (error) {
        const wait = retryAfterOf(error);
        const waitText = wait === undefined ? undefined : tooManyAttempts(wait);
        const said = waitText ? { tone: failed.tone, message: text(waitText.id, waitText.values) } : failed;
        return { ok: false, payload: null, refusals: [], said, told: tellSaid(said) };
      } finally {
        setUnderWay((count) => count - 1);
      }
      if (!payload) return { ok: false, payload, refusals: [], said: failed, told: tellSaid(failed) };

      if (isDone(payload)) {
        const done = typeof words.done === 'function' ? words.done(payload) : words.done;
        const said = done ? saidOf(done, 'success') : null;
        whenDone?.(payload);
        return { ok: true, payload, said, told: tellSaid(said) };
      }
      // The server's words come with a refusal, not with every page that can write (`use-server-text.ts`).
      const { serverTextOf } = await import('../i18n/use-server-text');
      const refusals = getFragmentData(UserErrors, payload.errors).map((error) => ({
        field: error.field ?? null,
        text: serverTextOf(text, error),
      }));
      const reason = refusals.map((refusal) => refusal.text).join(' ');
      const said = words.refused
        ? saidOf(words.refused({ reason, refusals, payload }), 'error')
        : tell === 'dialog'
          ? { ...failed, detail: reason || failed.detail }
          : { tone: failed.tone, message: reason || failed.message };
      return { ok: false, payload, refusals, said, told: tellSaid(said) };
    },
    [client, dialog, text, latest],
  );

  return { write, writing: underWay > 0 };
}

/** A said message's lines. */
function lines(said: Said): readonly string[] {
  return typeof said.message === 'string' ? [said.message] : said.message;
}
