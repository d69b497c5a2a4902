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

/** A person's first and last name in the reader's language (Thai where the English is blank), as one string. */
export function useFullName(): (firstName: LocalizedName, lastName: LocalizedName) => string {
  const localized = useLocalized();
  return (firstName, lastName) => `${localized(firstName)} ${localized(lastName)}`.trim();
}

/** A designer's full name as text, for labels and alt text. */
export function useDesignerName(designer: FragmentType<typeof DesignerName_designer>): string {
  const name = getFragmentData(DesignerName_designer, designer);
  return useFullName()(name.firstName, name.lastName);
}

/** A designer's full name in the reader's language: the one way the site writes it on cards, lists and pages. */
export function DesignerName({ designer }: { designer: FragmentType<typeof DesignerName_designer> }) {
  const name = useDesignerName(designer);
  const lang = useContentLang()(name);
  return lang ? <span lang={lang}>{name}</span> : <>{name}</>;
}
