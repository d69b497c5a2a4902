import { useId, useMemo, useState, type ReactNode } from 'react';
import { useFormikContext } from 'formik';
import styled from 'styled-components';
import { wrappingRow } from '../../styles/layout';
import { fieldControl } from '../../components/form-field';
import type { MessageId } from '../../i18n/catalog';
import { useText } from '../../i18n/use-text';
import type { PortfolioFormValues } from './forms/portfolio-schema';

export interface PickableTag {
  id: string;
  name: string;
}

/** Above this many tags a filter box helps find one. */
const FILTER_FROM = 10;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: 10px;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: 10px;
  font-weight: 600;
  font-size: 0.9rem;
`;

const Head = styled.div`
  ${wrappingRow}
  gap: 8px;
  input {
    ${fieldControl}
    flex: 1 1 180px;
    min-width: 0;
    min-height: 40px;
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radius.round};
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 2px;
  list-style: none;
  max-height: 168px;
  overflow-y: auto;
`;

const Chip = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 34px;
  padding: 0 14px;
  border-radius: ${({ theme }) => theme.radius.round};
  border: 1.5px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: 0.9rem;
  cursor: pointer;
  user-select: none;
  transition:
    background 0.15s,
    border-color 0.15s;
  &:hover {
    border-color: ${({ theme }) => theme.colors.ink};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.ink};
    color: #fff;
  }
  .tick {
    display: none;
    font-size: 0.8rem;
  }
  input:checked + .tick {
    display: inline;
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Chosen = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    padding: 2px 4px 2px 12px;
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accentDark};
    font-size: 0.85rem;
    font-weight: 600;
  }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 26px;
    height: 26px;
    border: 0;
    border-radius: 50%;
    background: none;
    color: inherit;
    font-size: 1rem;
    line-height: 1;
    cursor: pointer;
  }
  button:hover {
    background: rgba(201, 66, 59, 0.12);
  }
`;

const Foot = styled.p`
  ${wrappingRow}
  justify-content: space-between;
  gap: 8px;
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface TagPickerProps {
  /** The form's list of ticked tag ids. */
  name: 'tagIds' | 'awardIds';
  legend: MessageId;
  tags: readonly PickableTag[];
  /** An action beside the filter, e.g. the add-new-tag button. */
  action?: ReactNode;
  /** Shown when there are no tags at all. */
  emptyText: MessageId;
}

/** Tags to tick, as chips; a filter box when the list is long. Ticked tags stay visible while filtering. */
export function TagPicker({ name, legend, tags, action, emptyText }: TagPickerProps) {
  const text = useText();
  const formik = useFormikContext<PortfolioFormValues>();
  const selected = formik.values[name];
  const legendText = text(legend);
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const chosen = useMemo(() => new Set(selected), [selected]);
  const shown = useMemo(() => {
    const words = filter.trim().toLowerCase();
    return words === ''
      ? tags
      : tags.filter((tag) => chosen.has(tag.id) || tag.name.toLowerCase().includes(words));
  }, [tags, filter, chosen]);

  const chosenTags = useMemo(
    () => selected.flatMap((id) => tags.filter((tag) => tag.id === id)),
    [selected, tags],
  );

  function toggle(id: string, on: boolean) {
    const others = selected.filter((one) => one !== id);
    void formik.setFieldValue(name, on ? [...others, id] : others, false);
  }

  return (
    <Fieldset>
      <Legend>{legendText}</Legend>
      {tags.length >= FILTER_FROM || action ? (
        <Head>
          {tags.length >= FILTER_FROM ? (
            <>
              <label htmlFor={filterId} className="visually-hidden">
                {text('portfolioEditor.filterTags', { legend: legendText })}
              </label>
              <input
                id={filterId}
                type="search"
                value={filter}
                placeholder={text('portfolioEditor.filterPlaceholder')}
                onChange={(event) => setFilter(event.target.value)}
              />
            </>
          ) : null}
          {action}
        </Head>
      ) : null}
      {tags.length === 0 ? (
        <Foot>{text(emptyText)}</Foot>
      ) : (
        <Chips>
          {shown.map((tag) => (
            <li key={tag.id}>
              <Chip>
                <input
                  type="checkbox"
                  className="visually-hidden"
                  checked={chosen.has(tag.id)}
                  onChange={(event) => toggle(tag.id, event.target.checked)}
                />
                {/* A mark for the eye only: the checkbox already says it is checked. */}
                <span className="tick" aria-hidden="true">
                  ✓
                </span>
                <span>{tag.name}</span>
              </Chip>
            </li>
          ))}
        </Chips>
      )}
      {tags.length > 0 ? (
        <Foot aria-live="polite">
          {text('portfolioEditor.selectedCount', { count: selected.length })}
          {shown.length === 0 ? <span>{text('portfolioEditor.noTagMatch')}</span> : null}
        </Foot>
      ) : null}
      {/* What is chosen stays in sight however long the list above, with a way to take each one off. */}
      {chosenTags.length > 0 ? (
        <Chosen aria-label={text('portfolioEditor.chosenList', { legend: legendText })}>
          {chosenTags.map((tag) => (
            <li key={tag.id}>
              {tag.name}
              <button
                type="button"
                aria-label={text('portfolioEditor.unselect', { name: tag.name })}
                onClick={() => toggle(tag.id, false)}
              >
                ×
              </button>
            </li>
          ))}
        </Chosen>
      ) : null}
    </Fieldset>
  );
}
