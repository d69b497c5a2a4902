import { graphql, getFragmentData, type FragmentType } from '../../../graphql/generated';
import type { MessageId } from '../../../i18n/catalog';
import type { Said } from '../../../components/status-line';

/** One entry of an ordered list: a portfolio or a designer, as the list shows it. */
export interface OrderedItem {
  id: string;
  /** Null for one added by its number when it could not be looked up; the server names it on saving. */
  title: string | null;
  pictureUrl: string | null;
}

/** A portfolio as an ordered list shows it. */
export const OrderedPicker_portfolio = graphql(`
  fragment OrderedPicker_portfolio on Portfolio {
    id
    title
    cover {
      url
    }
  }
`);

/** A portfolio as an entry of the list: its title and cover. */
export function portfolioItem(portfolio: FragmentType<typeof OrderedPicker_portfolio>): OrderedItem {
  const { id, title, cover } = getFragmentData(OrderedPicker_portfolio, portfolio);
  return { id, title, pictureUrl: cover?.url ?? null };
}

/** What saving a list answered: the list as stored, or what to say of why it was not (`useWrite`'s outcome). */
export type SavedItems = { ok: true; items: OrderedItem[] } | { ok: false; said: Said };

/** Looking an item up by its number: found, not there (or not published), or not known (the lookup failed). */
export type LookedUp = { found: OrderedItem } | { missing: true } | { unknown: true };

/**
 * The catalogue messages an editor speaks with: each screen has its own keys. `title` and `full` are given the
 * count and the limit (`{count}`, `{max}`); the `…Of`, `already` and `unnamed` ones a `{title}` or an `{id}`.
 */
export interface OrderedPickerWords {
  title: MessageId;
  /** The list's accessible name. */
  order: MessageId;
  empty: MessageId;
  /** The name of one added by its number and not looked up (`{id}`). */
  unnamed: MessageId;
  moveUp: MessageId;
  moveDown: MessageId;
  remove: MessageId;
  moveUpOf: MessageId;
  moveDownOf: MessageId;
  removeOf: MessageId;
  add: MessageId;
  full: MessageId;
  byId: MessageId;
  addById: MessageId;
  idInvalid: MessageId;
  already: MessageId;
  save: MessageId;
  saving: MessageId;
  saved: MessageId;
  /** Each entry's number under its name (`{id}`), when the list shows it. */
  number?: MessageId;
  /** Said beside the save button while the list differs from the saved one, when the screen says it. */
  unsaved?: MessageId;
}

/** A list to pick from (the newest published), with its label, its empty choice and its button. */
export interface PickList {
  items: OrderedItem[];
  newest: MessageId;
  choose: MessageId;
  addChosen: MessageId;
}

/** Names one added by its number, with the button's words while it looks and the answer when there is none (`{id}`). */
export interface Lookup {
  find(id: string): Promise<LookedUp>;
  looking: MessageId;
  notFound: MessageId;
}
