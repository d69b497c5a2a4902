import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { SectionTitle } from '../../components/layout/container';
import { routeTo } from '../../config/paths';
import type { MessageId } from '../../i18n/catalog';
import { useText } from '../../i18n/use-text';

const Section = styled.section`
  margin: 28px 0 36px;
`;

const SectionHead = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 14px;
  h2 {
    margin: 0;
  }
  p {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  a {
    flex: 0 0 auto;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.accentDark};
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    text-decoration: underline;
  }
`;

/** A home section named by its title, with a note under it and a More link to the category list. */
export function HomeSection({
  titleId,
  noteId,
  children,
}: {
  titleId: MessageId;
  noteId: MessageId;
  children: ReactNode;
}) {
  const text = useText();
  const title = text(titleId);
  return (
    <Section aria-label={title}>
      <SectionHead>
        <div>
          <SectionTitle>{title}</SectionTitle>
          <p>{text(noteId)}</p>
        </div>
        <Link to={routeTo.categoryList()} aria-label={text('home.moreLink', { section: title })}>
          {text('common.more')} →
        </Link>
      </SectionHead>
      {children}
    </Section>
  );
}
