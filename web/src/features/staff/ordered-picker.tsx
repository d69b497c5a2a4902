import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { SectionTitle } from '../../components/layout/container';
import { OutlineButton, PrimaryButton } from '../../components/button';
import { FormField } from '../../components/form-field';
import { Picture } from '../../components/picture';
import { graphql, getFragmentData, type FragmentType } from '../../graphql/generated';
import type { MessageId } from '../../i18n/catalog';
import { useText } from '../../i18n/use-text';

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

/** What saving a list answered: the list as stored, or why it was refused (in the reader's words). */
export type SavedItems = { ok: true; items: OrderedItem[] } | { ok: false; message: string };

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

/**
 * A curated list in order: move up, move down, remove; add from a pick list (the newest published) or by number,
 * looked up to show its name when a lookup is given; then save the whole order. The list keeps its own order after
 * saving, so its message stays. Used by the home highlights and by a collection's portfolios and designers.
 */
export function OrderedPicker({
  max,
  words,
  saved,
  pickList,
  lookup,
  save,
  pictureKind = 'cover',
  section = false,
  onUnsavedChange,
}: {
  /** At most this many (the server's limit). */
  max: number;
  words: OrderedPickerWords;
  saved: OrderedItem[];
  /** None when the items are added by number only. */
  pickList?: PickList;
  /** Without it, one added by a number not in the pick list is unnamed until saved. */
  lookup?: Lookup;
  save(ids: string[]): Promise<SavedItems>;
  pictureKind?: 'cover' | 'avatar';
  /** One of several editors on a page: in its own section named by its title, the add panel's heading a level down. */
  section?: boolean;
  /** Told whether the list has changes not saved yet (the page guards leaving with them). */
  onUnsavedChange?(unsaved: boolean): void;
}) {
  const text = useText();
  const prefix = useId();
  const headingId = `${prefix}-heading`;
  const [chosen, setChosen] = useState<OrderedItem[]>(saved);
  const [changed, setChanged] = useState(false);
  useEffect(() => onUnsavedChange?.(changed), [changed, onUnsavedChange]);
  const [byId, setById] = useState('');
  const [pick, setPick] = useState('');
  const [looking, setLooking] = useState(false);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const full = chosen.length >= max;
  const label = (each: OrderedItem) => each.title ?? text(words.unnamed, { id: each.id });
  const avatar = pictureKind === 'avatar';

  function change(next: (list: OrderedItem[]) => OrderedItem[]) {
    setChosen(next);
    setChanged(true);
    setOutcome(null);
  }

  function move(index: number, by: number) {
    change((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + by, 0, item);
      return next;
    });
  }

  function add(item: OrderedItem) {
    setOutcome(null);
    if (chosen.some((each) => each.id === item.id)) {
      setOutcome({ ok: false, message: text(words.already, { title: label(item) }) });
      return;
    }
    if (full) return;
    change((list) => [...list, item]);
  }

  async function addById() {
    const id = byId.trim();
    if (!/^\d+$/.test(id)) {
      setOutcome({ ok: false, message: text(words.idInvalid) });
      return;
    }
    const known = chosen.find((each) => each.id === id) ?? pickList?.items.find((each) => each.id === id);
    if (known || !lookup) {
      add(known ?? { id, title: null, pictureUrl: null });
      setById('');
      return;
    }
    setLooking(true);
    setOutcome(null);
    const answer = await lookup.find(id);
    setLooking(false);
    if ('missing' in answer) {
      setOutcome({ ok: false, message: text(lookup.notFound, { id }) });
      return;
    }
    add('found' in answer ? answer.found : { id, title: null, pictureUrl: null });
    setById('');
  }

  async function saveOrder() {
    setOutcome(null);
    setSaving(true);
    const answer = await save(chosen.map((each) => each.id));
    setSaving(false);
    if (answer.ok) {
      setChosen(answer.items);
      setChanged(false);
      setOutcome({ ok: true, message: text(words.saved) });
    } else setOutcome({ ok: false, message: answer.message });
  }

  const AddHeading = section ? 'h3' : SectionTitle;
  const editor = (
    <>
      <SectionTitle id={section ? headingId : undefined}>
        {text(words.title, { count: chosen.length, max })}
      </SectionTitle>
      {chosen.length === 0 ? (
        <p>{text(words.empty)}</p>
      ) : (
        <List aria-label={text(words.order)}>
          {chosen.map((each, index) => (
            <li key={each.id}>
              <Picture
                src={each.pictureUrl}
                alt=""
                width={avatar ? 64 : 96}
                height={64}
                sizes={avatar ? '64px' : '96px'}
                kind={pictureKind}
              />
              <span>
                {index + 1}. {label(each)}
                {words.number ? <small>{text(words.number, { id: each.id })}</small> : null}
              </span>
              <Buttons>
                <OutlineButton
                  type="button"
                  disabled={index === 0}
                  aria-label={text(words.moveUpOf, { title: label(each) })}
                  onClick={() => move(index, -1)}
                >
                  {text(words.moveUp)}
                </OutlineButton>
                <OutlineButton
                  type="button"
                  disabled={index === chosen.length - 1}
                  aria-label={text(words.moveDownOf, { title: label(each) })}
                  onClick={() => move(index, 1)}
                >
                  {text(words.moveDown)}
                </OutlineButton>
                <OutlineButton
                  type="button"
                  aria-label={text(words.removeOf, { title: label(each) })}
                  onClick={() => change((list) => list.filter((item) => item.id !== each.id))}
                >
                  {text(words.remove)}
                </OutlineButton>
              </Buttons>
            </li>
          ))}
        </List>
      )}
      <AddPanel as={section ? 'div' : 'section'}>
        <AddHeading>{text(words.add)}</AddHeading>
        {full ? <p>{text(words.full, { count: chosen.length, max })}</p> : null}
        {pickList ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              const item = pickList.items.find((each) => each.id === pick);
              if (item) add(item);
              setPick('');
            }}
          >
            <FormField>
              <label htmlFor={`${prefix}-pick`}>{text(pickList.newest)}</label>
              <select id={`${prefix}-pick`} value={pick} onChange={(event) => setPick(event.target.value)}>
                <option value="">{text(pickList.choose)}</option>
                {pickList.items.map((each) => (
                  <option key={each.id} value={each.id}>
                    {label(each)}
                  </option>
                ))}
              </select>
            </FormField>
            <OutlineButton type="submit" disabled={full || !pick}>
              {text(pickList.addChosen)}
            </OutlineButton>
          </form>
        ) : null}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void addById();
          }}
        >
          <FormField>
            <label htmlFor={`${prefix}-id`}>{text(words.byId)}</label>
            <input
              id={`${prefix}-id`}
              inputMode="numeric"
              autoComplete="off"
              value={byId}
              onChange={(event) => setById(event.target.value)}
            />
          </FormField>
          <OutlineButton type="submit" disabled={full || looking || !byId.trim()} aria-busy={looking}>
            {text(looking && lookup ? lookup.looking : words.addById)}
          </OutlineButton>
        </form>
      </AddPanel>
      <Actions>
        <PrimaryButton type="button" disabled={saving} onClick={() => void saveOrder()}>
          {text(saving ? words.saving : words.save)}
        </PrimaryButton>
        {changed && words.unsaved ? <Unsaved>{text(words.unsaved)}</Unsaved> : null}
      </Actions>
      <Outcome role="status" aria-live="polite" $ok={outcome?.ok ?? true}>
        {outcome?.message}
      </Outcome>
    </>
  );
  return section ? <Panel aria-labelledby={headingId}>{editor}</Panel> : editor;
}

const Panel = styled.section`
  margin: 40px 0 0;
`;

/** A list of entries, each a picture, its words and its buttons; the screens add how their words look. */
export const EntryList = styled.ol`
  list-style: none;
  margin: 12px 0 24px;
  padding: 0;
  display: grid;
  gap: 12px;
  li {
    display: grid;
    grid-template-columns: 96px 1fr;
    gap: 8px 16px;
    align-items: center;
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.paper};
    @media (min-width: 768px) {
      grid-template-columns: 96px 1fr auto;
    }
  }
  img {
    width: 96px;
    height: 64px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.medium};
  }
`;

const List = styled(EntryList)`
  span {
    display: grid;
    gap: 2px;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  small {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A row of an entry's buttons: under it on a phone, beside it from a tablet. */
export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  grid-column: 1 / -1;
  @media (min-width: 768px) {
    grid-column: auto;
  }
`;

const AddPanel = styled.div`
  margin: 0 0 24px;
  padding: 16px 20px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.paper};
  h2 {
    margin-top: 0;
  }
  h3 {
    margin: 0 0 12px;
    font-size: 1.1rem;
  }
  form {
    display: grid;
    gap: 12px;
    align-items: end;
    margin-bottom: 12px;
    @media (min-width: 768px) {
      grid-template-columns: 1fr auto;
    }
  }
  input,
  select {
    height: 48px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const Unsaved = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

/** A status line: what saving answered, green when it went well. */
export const Outcome = styled.p<{ $ok: boolean }>`
  margin: 12px 0 0;
  font-weight: 600;
  color: ${({ $ok }) => ($ok ? '#1d7442' : '#a82f2f')};
  &:empty {
    margin: 0;
  }
`;
