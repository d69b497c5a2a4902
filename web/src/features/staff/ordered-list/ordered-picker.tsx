import { useEffect, useId, useState } from 'react';
import { media } from '../../../styles/theme';
import styled from 'styled-components';
import { wrappingRow } from '../../../styles/layout';
import { SectionTitle } from '../../../components/layout/container';
import { OutlineButton, PrimaryButton } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { Picture } from '../../../components/picture';
import { StatusLine, said, type Said } from '../../../components/status-line';
import { useText } from '../../../i18n/use-text';
import { framedSurface } from '../../../styles/surface';
import { recordIdOf } from '../../../lib/record-id';
import { Buttons, EntryList } from './entry-list';
import type { OrderedItem, OrderedPickerWords, PickList, Lookup, SavedItems } from './ordered-item';

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
  const [outcome, setOutcome] = useState<Said | null>(null);
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
      setOutcome(said(false, text(words.already, { title: label(item) })));
      return;
    }
    if (full) return;
    change((list) => [...list, item]);
  }

  async function addById() {
    // An id as every address and argument reads one (schema/record-id.json): `016` or `0` is none.
    const id = recordIdOf(byId.trim());
    if (id === null) {
      setOutcome(said(false, text(words.idInvalid)));
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
      setOutcome(said(false, text(lookup.notFound, { id })));
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
      setOutcome(said(true, text(words.saved)));
    } else setOutcome(answer.said);
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
      <StatusLine said={outcome} />
    </>
  );
  return section ? <Panel aria-labelledby={headingId}>{editor}</Panel> : editor;
}

const Panel = styled.section`
  margin: 40px 0 0;
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

const AddPanel = styled.div`
  ${framedSurface}
  margin: 0 0 24px;
  padding: 16px 20px;
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
    ${media.medium} {
      grid-template-columns: 1fr auto;
    }
  }
  input,
  select {
    height: 48px;
  }
`;

const Actions = styled.div`
  ${wrappingRow}
  gap: 12px;
`;

const Unsaved = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;
