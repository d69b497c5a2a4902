import { Form, Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '../config/paths';
import type { MessageId } from '../i18n/catalog';
import { useText } from '../i18n/use-text';
import { PrimaryButton } from './button';
import { Container, PageSubtitle, PageTitle } from './layout/container';
import { usePageHead } from './page-head';

/** A page that only says something (not found, failed): a narrow column of text and its ways on. */
export const MessagePage = styled(Container)`
  max-width: 720px;
  padding-top: 24px;
  padding-bottom: 64px;
`;

const SearchForm = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0 32px;
  input {
    flex: 1 1 240px;
    min-height: 44px;
    padding: 0 16px;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.round};
    font: inherit;
  }
`;

const WaysOn = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 20px;
    margin: 8px 0 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 600;
  }
`;

const WAYS_ON: { to: string; messageId: MessageId }[] = [
  { to: paths.home, messageId: 'nav.home' },
  { to: paths.categoryList, messageId: 'nav.portfolio' },
  { to: paths.creator, messageId: 'nav.creator' },
  { to: paths.topRank, messageId: 'nav.topRank' },
  { to: paths.contact, messageId: 'nav.contact' },
];

/**
 * An address with nothing behind it (an unknown path, or a portfolio or designer that is not there): answered 404,
 * with a heading, a search box that works without JavaScript (a plain GET form), and ways on.
 */
export function NotFoundPage({ titleId = 'notFound.title' }: { titleId?: MessageId }) {
  const text = useText();
  usePageHead({ title: text(titleId), status: 404, noindex: true });
  return (
    <MessagePage>
      <PageTitle>{text(titleId)}</PageTitle>
      <PageSubtitle>{text('notFound.text')}</PageSubtitle>
      <SearchForm method="get" action={paths.search} role="search" aria-label={text('search.label')}>
        <input
          name="keyword"
          type="search"
          aria-label={text('search.label')}
          placeholder={text('search.placeholder')}
        />
        <PrimaryButton type="submit">{text('search.submit')}</PrimaryButton>
      </SearchForm>
      <WaysOn aria-label={text('notFound.waysOn')}>
        {text('notFound.waysOn')}
        <ul>
          {WAYS_ON.map(({ to, messageId }) => (
            <li key={to}>
              <Link to={to}>{text(messageId)}</Link>
            </li>
          ))}
        </ul>
      </WaysOn>
    </MessagePage>
  );
}
