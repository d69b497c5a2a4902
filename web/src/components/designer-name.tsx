import { Fragment } from 'react';
import styled from 'styled-components';
import { graphql, getFragmentData, type FragmentType } from '../graphql/generated';
import { useContentLang, useLocalized } from '../i18n/locale';

export const DesignerName_designer = graphql(`
  fragment DesignerName_designer on Designer {
    firstName {
      th
      en
    }
    lastName {
      th
      en
    }
  }
`);

type LocalizedName = { th: string; en: string } | null | undefined;

/** A person's first and last name in the reader's language (Thai where the English is blank), the blank left out. */
function useNameParts(): (firstName: LocalizedName, lastName: LocalizedName) => string[] {
  const localized = useLocalized();
  return (firstName, lastName) => [localized(firstName), localized(lastName)].filter(Boolean);
}

/** A person's first and last name in the reader's language (Thai where the English is blank), as one string. */
export function useFullName(): (firstName: LocalizedName, lastName: LocalizedName) => string {
  const nameParts = useNameParts();
  return (firstName, lastName) => nameParts(firstName, lastName).join(' ').trim();
}

/** A designer's full name as text, for labels and alt text. */
export function useDesignerName(designer: FragmentType<typeof DesignerName_designer>): string {
  const name = getFragmentData(DesignerName_designer, designer);
  return useFullName()(name.firstName, name.lastName);
}

/** A first or a last name: never broken across lines (a line may break only between them). */
const NamePart = styled.span`
  white-space: nowrap;
`;

/** A designer's full name in the reader's language: the one way the site writes it on cards, lists and pages. */
export function DesignerName({ designer }: { designer: FragmentType<typeof DesignerName_designer> }) {
  const data = getFragmentData(DesignerName_designer, designer);
  const parts = useNameParts()(data.firstName, data.lastName);
  const lang = useContentLang()(parts.join(' '));
  return (
    <span lang={lang}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? ' ' : null}
          <NamePart>{part}</NamePart>
        </Fragment>
      ))}
    </span>
  );
}
