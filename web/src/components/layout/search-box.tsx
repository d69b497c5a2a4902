import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { routeTo } from '../../config/paths';

const Form = styled.form`
  display: flex;
  align-items: center;
  background: ${({ theme }) => theme.colors.canvas};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.round};
  padding: 0 4px 0 14px;
  min-width: 0;
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

/** Keyword search: Enter or the button opens /search?keyword=…. */
export function SearchBox({
  initialKeyword = '',
  className,
}: {
  initialKeyword?: string;
  className?: string;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(initialKeyword);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (keyword.trim() !== '') void navigate(routeTo.search(keyword.trim()));
  }
  return (
    <Form role="search" onSubmit={submit} className={className}>
      <input
        type="search"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder={intl.formatMessage({ id: 'search.placeholder' })}
        aria-label={intl.formatMessage({ id: 'search.label' })}
      />
      <button type="submit" aria-label={intl.formatMessage({ id: 'search.submit' })}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </Form>
  );
}
