import { useMemo } from 'react';
import { useFormikContext } from 'formik';
import styled from 'styled-components';
import { graphql, getFragmentData, type FragmentType } from '../../graphql/generated';
import type { MessageId } from '../../i18n/catalog';
import { useLocalized } from '../../i18n/locale';
import { useText } from '../../i18n/use-text';
import { media } from '../../styles/theme';
import { subcategoryChoices, type PortfolioFormValues } from './forms/portfolio-schema';
import { RequiredField, type PortfolioFields } from './field-parts';

/** A category or subcategory with its name in both languages. */
interface Named {
  id: string;
  name: { th: string; en: string };
}

export const CategorySelects_category = graphql(`
  fragment CategorySelects_category on Category {
    id
    name {
      th
      en
    }
    subcategories {
      id
      name {
        th
        en
      }
    }
  }
`);

/** The categories the selects offer, as the route's query gives them. */
export type CategoryOptions = readonly FragmentType<typeof CategorySelects_category>[];

/** The two selects side by side from the medium breakpoint up. */
const Pair = styled.div`
  display: grid;
  gap: 18px;
  ${media.medium} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** A select's options: the prompt (value '') first, then the choices by their name in the current language. */
function Choices({ prompt, choices }: { prompt: MessageId; choices: readonly Named[] }) {
  const text = useText();
  const localized = useLocalized();
  return (
    <>
      <option value="">{text(prompt)}</option>
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {localized(choice.name)}
        </option>
      ))}
    </>
  );
}

/** The category and, once one is chosen, its subcategories (§5). */
export function CategorySelects({
  categories,
  fields,
}: {
  categories: CategoryOptions;
  fields: PortfolioFields;
}) {
  const options = getFragmentData(CategorySelects_category, categories);
  const formik = useFormikContext<PortfolioFormValues>();
  const { values } = formik;
  const subcategories = useMemo(
    () =>
      options.flatMap((category) =>
        category.subcategories.map((subcategory) => ({ ...subcategory, categoryId: category.id })),
      ),
    [options],
  );
  const choices = subcategoryChoices(subcategories, values.categoryId);

  return (
    <Pair>
      <RequiredField name="categoryId" fields={fields}>
        {(control) => (
          <select
            {...control}
            onChange={(event) => {
              // A new category empties the subcategory: its choices are the category's own (§5).
              void formik.setValues({ ...values, categoryId: event.target.value, subcategoryId: '' });
            }}
          >
            <Choices prompt="portfolioEditor.chooseCategory" choices={options} />
          </select>
        )}
      </RequiredField>
      <RequiredField name="subcategoryId" fields={fields}>
        {(control) => (
          <select {...control} disabled={!values.categoryId}>
            <Choices
              prompt={
                values.categoryId
                  ? 'portfolioEditor.chooseSubcategory'
                  : 'portfolioEditor.chooseCategoryFirst'
              }
              choices={choices}
            />
          </select>
        )}
      </RequiredField>
    </Pair>
  );
}
