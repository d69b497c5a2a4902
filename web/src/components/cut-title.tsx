import { createContext, useContext } from 'react';
import styled from 'styled-components';
import { useContentLang } from '../i18n/locale';
import { CARD_TITLE_LIMITS, cutTitle, type TitleLimits } from '../lib/text';

/** Holds the whole title, hidden from the eye, where the title is (not at the far end of a sideways row). */
const Title = styled.span`
  position: relative;
`;

/**
 * Cuts already made, by `over,at,title`: the server collects those of its render and hands them over with the page,
 * so that hydrating the page cuts nothing (cutting a Thai title loads the browser's Thai break data, 15–40 ms on a
 * phone). Client navigation cuts as it renders.
 */
export type TitleCuts = Map<string, string>;

const TitleCutsContext = createContext<TitleCuts | undefined>(undefined);

export const TitleCutsProvider = TitleCutsContext.Provider;

/** The cut of a title, from the cuts made before (and noted among them) or made now. */
function useCut(title: string, limits: TitleLimits = CARD_TITLE_LIMITS): string {
  const cuts = useContext(TitleCutsContext);
  // A title no longer than the limit in UTF-16 units shows no more characters than that: never cut, nothing noted.
  if (title.length <= limits.over) return title;
  const key = `${limits.over},${limits.at},${title}`;
  const known = cuts?.get(key);
  if (known !== undefined) return known;
  const cut = cutTitle(title, limits);
  cuts?.set(key, cut);
  return cut;
}

/**
 * A title cut for a card, a tile or a row (§9): readers see the cut with its dots, screen readers hear the whole
 * title (the cut is hidden from them, the whole title from the eye).
 */
export function CutTitle({ title, limits }: { title: string; limits?: TitleLimits }) {
  const lang = useContentLang()(title);
  const cut = useCut(title, limits);
  if (cut === title) return lang ? <span lang={lang}>{title}</span> : <>{title}</>;
  return (
    <Title lang={lang}>
      <span aria-hidden="true">{cut}</span>
      <span className="visually-hidden">{title}</span>
    </Title>
  );
}
