import { lazy, Suspense } from 'react';
import { useFormikContext } from 'formik';
import type { PortfolioFormValues } from './forms/portfolio-schema';
import { CategorySelects, type CategoryOptions } from './category-selects';
import { EditorPlaceholder } from '../../components/rich-text/editor-placeholder';
import { RequiredField, type PortfolioFields } from './field-parts';
import { FormPanel } from './form-panel';
import { useHydrated } from '../../lib/use-hydrated';

// TipTap is the heaviest part of the screen: it loads in its own chunk while the rest of the form shows. The
// server renders its placeholder, and the browser loads it once it has taken the page over.
const RichTextEditor = lazy(() => import('../../components/rich-text/rich-text-editor'));

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
  const hydrated = useHydrated();
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
        {(control) =>
          !hydrated ? (
            <EditorPlaceholder aria-hidden="true" />
          ) : (
            <Suspense fallback={<EditorPlaceholder aria-hidden="true" />}>
              <RichTextEditor
                value={formik.values.detailHtml}
                onChange={(html) => void formik.setFieldValue('detailHtml', html)}
                labelledBy={DETAIL_LABEL_ID}
                describedBy={control['aria-describedby']}
                invalid={control['aria-invalid']}
              />
            </Suspense>
          )
        }
      </RequiredField>
    </FormPanel>
  );
}
