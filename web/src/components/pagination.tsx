import styled from 'styled-components';
import { useText } from '../i18n/use-text';

/** How many page numbers the pagination shows at once (§9). */
export const VISIBLE_PAGES = 7;

/** The window of page numbers around the current page, at most VISIBLE_PAGES wide. */
export function visiblePages(page: number, lastPage: number): number[] {
  const count = Math.min(VISIBLE_PAGES, lastPage);
  const start = Math.min(Math.max(1, page - Math.floor(VISIBLE_PAGES / 2)), lastPage - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  margin: 32px 0;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    list-style: none;
    padding: 0;
    margin: 0;
    justify-content: center;
  }
  button {
    min-width: 40px;
    height: 40px;
    border-radius: ${({ theme }) => theme.radius.small};
    border: 1px solid ${({ theme }) => theme.colors.line};
    background: ${({ theme }) => theme.colors.paper};
    cursor: pointer;
  }
  button[aria-current='page'] {
    background: ${({ theme }) => theme.colors.ink};
    color: #fff;
    border-color: transparent;
  }
  button:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;

/** Numbered pages with previous and next; shows 7 numbers at most. */
export function Pagination({
  page,
  lastPage,
  onChange,
}: {
  page: number;
  lastPage: number;
  onChange(page: number): void;
}) {
  const text = useText();
  if (lastPage <= 1) return null;
  return (
    <Nav aria-label={text('pagination.label')}>
      <ul>
        <li>
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
            aria-label={text('pagination.previous')}
          >
            ‹
          </button>
        </li>
        {visiblePages(page, lastPage).map((number) => (
          <li key={number}>
            <button
              type="button"
              aria-current={number === page ? 'page' : undefined}
              aria-label={text('pagination.page', { page: number })}
              onClick={() => onChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            disabled={page >= lastPage}
            onClick={() => onChange(page + 1)}
            aria-label={text('pagination.next')}
          >
            ›
          </button>
        </li>
      </ul>
    </Nav>
  );
}
