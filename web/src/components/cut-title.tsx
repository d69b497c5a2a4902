import styled from 'styled-components';
import { useContentLang } from '../i18n/locale';
import { cutTitle } from '../lib/text';

/** Holds the whole title, hidden from the eye, where the title is (not at the far end of a sideways row). */
const Title = styled.span`
  position: relative;
`;

/**
 * A title cut for a card, a tile or a row (§9): readers see the cut with its dots, screen readers hear the whole
 * title (the cut is hidden from them, the whole title from the eye).
 */
export function CutTitle({ title, limits }: { title: string; limits?: { over: number; at: number } }) {
  const lang = useContentLang()(title);
  const cut = cutTitle(title, limits);
  if (cut === title) return lang ? <span lang={lang}>{title}</span> : <>{title}</>;
  return (
    <Title lang={lang}>
      <span aria-hidden="true">{cut}</span>
      <span className="visually-hidden">{title}</span>
    </Title>
  );
}
