import { useFormikContext } from 'formik';
import type { PortfolioFormValues } from './forms/portfolio-schema';
import { CategorySelects, type CategoryOptions } from './category-selects';
import { LazyRichTextEditor } from '../../components/rich-text/lazy-rich-text-editor';
import { RequiredField, type PortfolioFields } from './field-parts';
import { FormPanel } from './form-panel';

/** The rich-text editor is no labelable element: it names its label by this id. */
const DETAIL_LABEL_ID = 'portfolio-detailHtml-label';

/** The portfolio's details: category and subcategory, title, brief and the rich-text content. */
export function DetailsPanel({
  categories,
  fields,
}: {
  categories: CategoryOptions;
  fields: PortfolioFields;
}) {
  const formik = useFormikContext<PortfolioFormValues>();
  return (
    <FormPanel name="details" title="portfolioEditor.detailsSection">
      <CategorySelects categories={categories} fields={fields} />
      <RequiredField name="title" fields={fields}>
        {(control) => <input type="text" maxLength={255} {...control} />}
      </RequiredField>
      <RequiredField name="brief" fields={fields} hint="portfolioEditor.briefHint">
        {(control) => <textarea {...control} />}
      </RequiredField>
      <RequiredField name="detailHtml" fields={fields} labelId={DETAIL_LABEL_ID}>
        {(control) => (
          <LazyRichTextEditor
            value={formik.values.detailHtml}
            onChange={(html) => void formik.setFieldValue('detailHtml', html)}
            labelledBy={DETAIL_LABEL_ID}
            describedBy={control['aria-describedby']}
            invalid={control['aria-invalid']}
          />
        )}
      </RequiredField>
    </FormPanel>
  );
}
