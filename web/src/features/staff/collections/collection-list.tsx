import type { LookedUp, OrderedItem, OrderedPickerWords, SavedItems } from '../ordered-list/ordered-item';
import { OrderedPicker } from '../ordered-list/ordered-picker';

/** A collection lists at most this many portfolios, and as many designers (the server's limit). */
const MAX_COLLECTION_ITEMS = 200;

export type Kind = 'portfolios' | 'designers';

/** The words of a collection's list: its own for what differs between portfolios and designers. */
function collectionWords(kind: Kind): OrderedPickerWords {
  return {
    title: `staff.collections.${kind}.title`,
    order: `staff.collections.${kind}.order`,
    empty: `staff.collections.${kind}.empty`,
    unnamed: `staff.collections.${kind}.unnamed`,
    add: `staff.collections.${kind}.add`,
    byId: `staff.collections.${kind}.byId`,
    addById: `staff.collections.${kind}.addById`,
    save: `staff.collections.${kind}.save`,
    saved: `staff.collections.${kind}.saved`,
    moveUp: 'staff.collections.items.moveUp',
    moveDown: 'staff.collections.items.moveDown',
    remove: 'staff.collections.items.remove',
    moveUpOf: 'staff.collections.items.moveUpOf',
    moveDownOf: 'staff.collections.items.moveDownOf',
    removeOf: 'staff.collections.items.removeOf',
    full: 'staff.collections.items.full',
    idInvalid: 'staff.collections.items.idInvalid',
    already: 'staff.collections.items.already',
    saving: 'staff.collections.items.saving',
    number: 'staff.collections.items.number',
    unsaved: 'staff.collections.items.unsaved',
  };
}

/**
 * One of a collection's lists, in order, saved whole by `save`; the portfolios and the designers differ only in
 * their mutation, their lookup and their words.
 */
export function CollectionList({
  kind,
  saved,
  candidates,
  lookup,
  save,
  onUnsavedChange,
}: {
  kind: Kind;
  onUnsavedChange?(unsaved: boolean): void;
  saved: OrderedItem[];
  candidates?: OrderedItem[];
  /** The item of that number, or null when there is none to add. */
  lookup(id: string): Promise<OrderedItem | null>;
  save(ids: string[]): Promise<SavedItems>;
}) {
  async function find(id: string): Promise<LookedUp> {
    try {
      const found = await lookup(id);
      return found ? { found } : { missing: true };
    } catch {
      return { unknown: true };
    }
  }

  return (
    <OrderedPicker
      section
      onUnsavedChange={onUnsavedChange}
      max={MAX_COLLECTION_ITEMS}
      words={collectionWords(kind)}
      saved={saved}
      pickList={
        candidates
          ? {
              items: candidates,
              newest: 'staff.collections.portfolios.newest',
              choose: 'staff.collections.portfolios.choose',
              addChosen: 'staff.collections.portfolios.addChosen',
            }
          : undefined
      }
      lookup={{
        find,
        looking: 'staff.collections.items.looking',
        notFound: `staff.collections.${kind}.notFound`,
      }}
      save={save}
      pictureKind={kind === 'designers' ? 'avatar' : 'cover'}
    />
  );
}
