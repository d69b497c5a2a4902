import { useId, useState } from 'react';
import styled from 'styled-components';
import { SectionTitle } from '../../components/layout/container';
import { OutlineButton, PrimaryButton } from '../../components/button';
import { FormField } from '../../components/form-field';
import { Picture } from '../../components/picture';
import { useText } from '../../i18n/use-text';

/** A collection lists at most this many portfolios, and as many designers (the server's limit). */
export const MAX_COLLECTION_ITEMS = 200;

/** One portfolio or designer of a collection, as its list shows it. */
export interface CollectionItem {
  id: string;
  /** Null for one added by its number when it could not be looked up; the server names it on saving. */
  title: string | null;
  pictureUrl: string | null;
}

/** What saving a list answered: the list as stored, or why it was refused (in the reader's words). */
export type SavedItems = { ok: true; items: CollectionItem[] } | { ok: false; message: string };

/** Looking an item up by its number: found, not there (or not published), or not known (the lookup failed). */
export type LookedUp = { found: CollectionItem } | { missing: true } | { unknown: true };

/**
 * A collection's portfolios or designers in curated order, as the home highlights' editor does it: move up, move
 * down, remove; add from the newest published (portfolios) or by number, looked up to show its name; then save
 * the whole order. The list keeps its own order after saving, so its message stays.
 */
export function CollectionItemsPanel({
  kind,
  saved,
  candidates,
  lookup,
  save,
}: {
  kind: 'portfolios' | 'designers';
  saved: CollectionItem[];
  /** The pick list (the newest published portfolios); none for designers. */
  candidates?: CollectionItem[];
  lookup(id: string): Promise<LookedUp>;
  save(ids: string[]): Promise<SavedItems>;
}) {
  const text = useText();
  const prefix = useId();
  const headingId = `${prefix}-heading`;
  const [chosen, setChosen] = useState<CollectionItem[]>(saved);
  const [changed, setChanged] = useState(false);
  const [byId, setById] = useState('');
  const [pick, setPick] = useState('');
  const [looking, setLooking] = useState(false);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const full = chosen.length >= MAX_COLLECTION_ITEMS;
  const label = (each: CollectionItem) =>
    each.title ?? text(`staff.collections.${kind}.unnamed`, { id: each.id });

  function change(next: (list: CollectionItem[]) => CollectionItem[]) {
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

  function add(item: CollectionItem) {
    setOutcome(null);
    if (chosen.some((each) => each.id === item.id)) {
      setOutcome({ ok: false, message: text('staff.collections.items.already', { title: label(item) }) });
      return;
    }
    if (full) return;
    change((list) => [...list, item]);
  }

  async function addById() {
    const id = byId.trim();
    if (!/^\d+$/.test(id)) {
      setOutcome({ ok: false, message: text('staff.collections.items.idInvalid') });
      return;
    }
    const known = chosen.find((each) => each.id === id) ?? candidates?.find((each) => each.id === id);
    if (known) {
      add(known);
      setById('');
      return;
    }
    setLooking(true);
    setOutcome(null);
    const answer = await lookup(id);
    setLooking(false);
    if ('missing' in answer) {
      setOutcome({ ok: false, message: text(`staff.collections.${kind}.notFound`, { id }) });
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
      setOutcome({ ok: true, message: text(`staff.collections.${kind}.saved`) });
    } else setOutcome({ ok: false, message: answer.message });
  }

  return (
    <Panel aria-labelledby={headingId}>
      <SectionTitle id={headingId}>
        {text(`staff.collections.${kind}.title`, { count: chosen.length })}
      </SectionTitle>
      {chosen.length === 0 ? (
        <p>{text(`staff.collections.${kind}.empty`)}</p>
      ) : (
        <List aria-label={text(`staff.collections.${kind}.order`)}>
          {chosen.map((each, index) => (
            <li key={each.id}>
              <Picture
                src={each.pictureUrl}
                alt=""
                width={kind === 'designers' ? 64 : 96}
                height={64}
                sizes={kind === 'designers' ? '64px' : '96px'}
                kind={kind === 'designers' ? 'avatar' : 'cover'}
              />
              <span>
                {index + 1}. {label(each)}
                <small>{text('staff.collections.items.number', { id: each.id })}</small>
              </span>
              <Buttons>
                <OutlineButton
                  type="button"
                  disabled={index === 0}
                  aria-label={text('staff.collections.items.moveUpOf', { title: label(each) })}
                  onClick={() => move(index, -1)}
                >
                  {text('staff.collections.items.moveUp')}
                </OutlineButton>
                <OutlineButton
                  type="button"
                  disabled={index === chosen.length - 1}
                  aria-label={text('staff.collections.items.moveDownOf', { title: label(each) })}
                  onClick={() => move(index, 1)}
                >
                  {text('staff.collections.items.moveDown')}
                </OutlineButton>
                <OutlineButton
                  type="button"
                  aria-label={text('staff.collections.items.removeOf', { title: label(each) })}
                  onClick={() => change((list) => list.filter((item) => item.id !== each.id))}
                >
                  {text('staff.collections.items.remove')}
                </OutlineButton>
              </Buttons>
            </li>
          ))}
        </List>
      )}
      <AddPanel>
        <h3>{text(`staff.collections.${kind}.add`)}</h3>
        {full ? <p>{text('staff.collections.items.full', { max: MAX_COLLECTION_ITEMS })}</p> : null}
        {candidates ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              const item = candidates.find((each) => each.id === pick);
              if (item) add(item);
              setPick('');
            }}
          >
            <FormField>
              <label htmlFor={`${prefix}-pick`}>{text('staff.collections.portfolios.newest')}</label>
              <select id={`${prefix}-pick`} value={pick} onChange={(event) => setPick(event.target.value)}>
                <option value="">{text('staff.collections.portfolios.choose')}</option>
                {candidates.map((each) => (
                  <option key={each.id} value={each.id}>
                    {label(each)}
                  </option>
                ))}
              </select>
            </FormField>
            <OutlineButton type="submit" disabled={full || !pick}>
              {text('staff.collections.portfolios.addChosen')}
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
            <label htmlFor={`${prefix}-id`}>{text(`staff.collections.${kind}.byId`)}</label>
            <input
              id={`${prefix}-id`}
              inputMode="numeric"
              autoComplete="off"
              value={byId}
              onChange={(event) => setById(event.target.value)}
            />
          </FormField>
          <OutlineButton type="submit" disabled={full || looking || !byId.trim()} aria-busy={looking}>
            {text(looking ? 'staff.collections.items.looking' : `staff.collections.${kind}.addById`)}
          </OutlineButton>
        </form>
      </AddPanel>
      <Actions>
        <PrimaryButton type="button" disabled={saving} onClick={() => void saveOrder()}>
          {text(saving ? 'staff.collections.items.saving' : `staff.collections.${kind}.save`)}
        </PrimaryButton>
        {changed ? <Unsaved>{text('staff.collections.items.unsaved')}</Unsaved> : null}
      </Actions>
      <Outcome role="status" aria-live="polite" $ok={outcome?.ok ?? true}>
        {outcome?.message}
      </Outcome>
    </Panel>
  );
}

const Panel = styled.section`
  margin: 40px 0 0;
`;

const List = styled.ol`
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

const Buttons = styled.div`
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

const Outcome = styled.p<{ $ok: boolean }>`
  margin: 12px 0 0;
  font-weight: 600;
  color: ${({ $ok }) => ($ok ? '#1d7442' : '#a82f2f')};
  &:empty {
    margin: 0;
  }
`;
