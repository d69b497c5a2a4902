import { Suspense, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTypedBeforeStart } from '../../lib/use-typed-before-start';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { paths, routeTo } from '../../config/paths';
import type { Suggestion, SuggestionKind } from './search-suggestions';
import type { MessageId } from '../../i18n/catalog';
import { useText } from '../../i18n/use-text';
import { lazyModule } from '../../lib/lazy-module';

/** The suggestions' query and matching, loaded once the reader types: no page starts with them. */
const SuggestionsSource = lazyModule(() => import('./search-suggestions')).part(
  (module) => module.SuggestionsSource,
);

const Form = styled.form`
  position: relative;
  display: flex;
  align-items: center;
  background: ${({ theme }) => theme.colors.canvas};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.round};
  padding: 0 4px 0 14px;
  min-width: 0;
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.ink};
  }
  /* The input draws no ring inside the pill: the pill wears the site's focus ring for it. */
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    background: transparent;
    height: 40px;
    outline: none;
  }
  button {
    border: 0;
    background: transparent;
    width: 36px;
    height: 36px;
    cursor: pointer;
    border-radius: 50%;
  }
`;

const List = styled.ul`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  z-index: 20;
  margin: 0;
  padding: 6px;
  list-style: none;
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.card};
  max-height: min(70vh, 420px);
  overflow-y: auto;
  li[role='option'] {
    display: flex;
    gap: 8px;
    align-items: baseline;
    padding: 8px 10px;
    border-radius: ${({ theme }) => theme.radius.small};
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  li[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  small {
    flex: none;
    min-width: 5.5em;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

const KIND_MESSAGES: Record<SuggestionKind, MessageId> = {
  correction: 'search.suggestion.correction',
  designer: 'search.suggestion.designer',
  tag: 'search.suggestion.tag',
  category: 'search.suggestion.category',
  portfolio: 'search.suggestion.portfolio',
};

/**
 * Keyword search: Enter or the button opens /search?keyword=…. As the reader types, a list offers matching
 * designers, tags, categories and titles (an ARIA combobox: arrows move through it, Enter opens the one chosen,
 * Escape closes it).
 */
export function SearchBox({
  initialKeyword = '',
  className,
  onNavigate,
}: {
  initialKeyword?: string;
  className?: string;
  /** Called as the search opens its page: the phone drawer holding the box closes over the results. */
  onNavigate?: () => void;
}) {
  const text = useText();
  const navigate = useNavigate();
  const listId = useId();
  const [keyword, setKeyword] = useState(initialKeyword);
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeStart(() => [{ element: input.current, value: keyword, adopt: setKeyword }]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [found, setFound] = useState<Suggestion[]>([]);
  const asking = open && keyword.trim() !== '';
  const suggestions = asking ? found : [];
  const expanded = suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function go(to: string) {
    setOpen(false);
    setActive(-1);
    onNavigate?.();
    void navigate(to);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = expanded && active >= 0 ? suggestions[active] : undefined;
    if (chosen) go(chosen.to);
    else if (keyword.trim() !== '') go(routeTo.search(keyword.trim()));
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      // The first Escape closes the list and keeps the text (a search input would clear it); the next clears it.
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) {
        setOpen(true);
        return;
      }
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => ((current + 1 + step + suggestions.length + 1) % (suggestions.length + 1)) - 1);
    }
  }
  // -1 (no option) sits between the last and the first: arrows wrap through it back to what was typed.
  const activeIndex = active >= suggestions.length ? -1 : active;

  return (
    // Before the app has started (or without it) the form searches as a plain page load: the same address.
    <Form
      role="search"
      method="get"
      action={paths.search}
      aria-label={text('header.siteSearch')}
      onSubmit={submit}
      className={className}
    >
      <input
        ref={input}
        type="search"
        name="keyword"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={keyword}
        onChange={(event) => {
          setKeyword(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        placeholder={text('search.placeholder')}
        aria-label={text('search.label')}
      />
      <button type="submit" aria-label={text('search.submit')}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {asking ? (
        <Suspense>
          <SuggestionsSource keyword={keyword} onSuggestions={setFound} />
        </Suspense>
      ) : null}
      <List id={listId} role="listbox" aria-label={text('search.suggestions')} hidden={!expanded}>
        {expanded
          ? suggestions.map((suggestion, index) => (
              <li
                key={suggestion.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                // Chosen before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  go(suggestion.to);
                }}
              >
                <small>{text(KIND_MESSAGES[suggestion.kind])}</small>
                <span>{suggestion.label}</span>
              </li>
            ))
          : null}
      </List>
    </Form>
  );
}
