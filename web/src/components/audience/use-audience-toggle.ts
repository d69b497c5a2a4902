import { useCallback } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import { useDialog } from '../dialog';
import { useWrite, type UserErrors } from '../use-write';
import type { FragmentType } from '../../graphql/generated';
import type { HeaderViewer } from '../layout/header-viewer';
import type { MessageId } from '../../i18n/catalog';
import { useText } from '../../i18n/use-text';
import { useIntentOnReturn, useSignInFor, type SignInIntent } from '../../lib/use-sign-in-intent';
import type { audienceWrites } from './audience-writes';
import './messages';

type Writes = typeof audienceWrites;

/** Each of them, as far as the hook reads it: its answer's refusals. */
type ToggleMutation = TypedDocumentNode<
  { answer: { errors: readonly FragmentType<typeof UserErrors>[] } },
  { id: string }
>;

/** One of the audience's writes, loaded when it is first sent rather than with the page. */
const loaded = (name: keyof Writes) => (): Promise<ToggleMutation> =>
  import('./audience-writes').then((writes) => writes.audienceWrites[name]);

/** Each act: what a visitor is asked before signing in for it, and its two writes. */
const ACTS: Record<SignInIntent, { signInTitle: MessageId; turnOn: keyof Writes; turnOff: keyof Writes }> = {
  appreciate: {
    signInTitle: 'audience.signInToAppreciate',
    turnOn: 'AppreciatePortfolioMutation',
    turnOff: 'WithdrawAppreciationMutation',
  },
  follow: {
    signInTitle: 'audience.signInToFollow',
    turnOn: 'FollowDesignerMutation',
    turnOff: 'UnfollowDesignerMutation',
  },
};

/**
 * A member's on-or-off act about one object (`intent`: appreciate a work, follow a designer): its payload updates
 * every page showing the object through the cache; a refusal (a warning in the server's words) or a failure is said in
 * a dialog. `press` turns it over; a visitor is asked to sign in first and comes back with the act finished. The
 * object's `owner` has nothing to press (`own`). `member` is who is signed in (null for a visitor), `known` whether
 * their state is known yet (`useMemberState`).
 */
export function useAudienceToggle(
  intent: SignInIntent,
  { id, on, owner }: { id: string; on: boolean; owner: string },
  { member, known }: { member: HeaderViewer | null; known: boolean },
) {
  const { signInTitle, turnOn, turnOff } = ACTS[intent];
  const text = useText();
  const dialog = useDialog();
  const signInFor = useSignInFor();
  const writeOn = useWrite(loaded(turnOn), { payload: (data) => data.answer, tell: 'dialog' });
  const writeOff = useWrite(loaded(turnOff), { payload: (data) => data.answer, tell: 'dialog' });
  const own = member?.id === owner;
  const { write: sendOn } = writeOn;
  const { write: sendOff } = writeOff;

  const change = useCallback(
    async (turnedOn: boolean) => {
      const outcome = await (turnedOn ? sendOn : sendOff)(
        { id },
        {
          failed: { tone: 'error', message: text('audience.failed'), detail: text('audience.failedText') },
          refused: ({ reason }) => ({ tone: 'warning', message: reason }),
        },
      );
      await outcome.told;
    },
    [id, sendOn, sendOff, text],
  );

  const finishOnReturn = useCallback(() => {
    if (!on) return change(true);
  }, [on, change]);
  useIntentOnReturn(intent, Boolean(member) && known && !own, finishOnReturn);

  const press = async () => {
    if (!member) {
      const yes = await dialog.confirm({
        kind: 'info',
        title: text(signInTitle),
        text: text('audience.signInText'),
        confirmLabel: text('audience.signIn'),
      });
      if (yes) signInFor(intent);
      return;
    }
    await change(!on);
  };

  return { own, press, disabled: writeOn.writing || writeOff.writing || (Boolean(member) && !known) };
}
