import { useState } from 'react';
import { FormikProvider, useFormik } from 'formik';
import styled from 'styled-components';
import { graphql, getFragmentData, type FragmentType } from '../../graphql/generated';
import { useDialog } from '../../components/dialog';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { useText } from '../../i18n/use-text';
import { media } from '../../styles/theme';
import {
  EMPTY_PORTFOLIO,
  VALIDATE_FIELD,
  missingFields,
  portfolioSchema,
  type PortfolioFormValues,
  type PortfolioUploadLimits,
} from './forms/portfolio-schema';
import type { CategoryOptions } from './category-selects';
import { CoversPanel } from './covers-panel';
import { DetailsPanel } from './details-panel';
import { ExtraImagesPanel } from './extra-images-panel';
import { FIELD_LABELS, usePortfolioFields, type RequiredFieldName } from './field-parts';
import { FormActions } from './form-actions';
import { NewTagDialog } from './new-tag-dialog';
import type { PickableTag } from './tag-picker';
import { TagsPanel } from './tags-panel';
import { useLatest } from '../../lib/use-latest';

export const PortfolioForm_portfolio = graphql(`
  fragment PortfolioForm_portfolio on Portfolio {
    id
    title
    brief
    detailHtml
    category {
      id
    }
    subcategory {
      id
    }
    cover {
      url
      fileName
    }
    shareCover {
      url
      fileName
    }
    images {
      id
      caption
      image {
        url
        fileName
      }
    }
    tags {
      id
      type
    }
  }
`);

/** The form's values of a stored portfolio; its detail is the BFF's sanitised HTML. */
export function valuesOfPortfolio(
  portfolio: FragmentType<typeof PortfolioForm_portfolio> | null | undefined,
): PortfolioFormValues {
  const data = getFragmentData(PortfolioForm_portfolio, portfolio);
  if (!data) return EMPTY_PORTFOLIO;
  return {
    categoryId: data.category?.id ?? '',
    subcategoryId: data.subcategory?.id ?? '',
    title: data.title,
    brief: data.brief,
    detailHtml: data.detailHtml,
    tagIds: data.tags.filter((tag) => tag.type === 'NORMAL').map((tag) => tag.id),
    awardIds: data.tags.filter((tag) => tag.type === 'AWARD').map((tag) => tag.id),
    cover: data.cover ? { url: data.cover.url, fileName: data.cover.fileName } : null,
    shareCover: data.shareCover ? { url: data.shareCover.url, fileName: data.shareCover.fileName } : null,
    images: data.images.map((image, index) => ({
      key: index + 1,
      image: { url: image.image.url, fileName: image.image.fileName },
      caption: image.caption,
    })),
  };
}

const Layout = styled.div`
  display: grid;
  gap: 20px;
  ${media.large} {
    grid-template-columns: minmax(0, 1fr) minmax(320px, 400px);
    align-items: start;
    gap: 24px;
  }
`;

const Column = styled.div`
  display: grid;
  gap: 20px;
  min-width: 0;
  ${media.large} {
    gap: 24px;
  }
`;

export interface PortfolioFormProps {
  mode: 'create' | 'edit';
  initialValues: PortfolioFormValues;
  categories: CategoryOptions;
  tags: readonly PickableTag[];
  awards: readonly PickableTag[];
  /** The server's upload limits and recommended sizes; null while unknown. */
  uploadLimits: PortfolioUploadLimits | null;
  /** Sends a valid form; `reload` puts the saved portfolio, as reloaded, back into the form. */
  onSave(values: PortfolioFormValues, reload: (next: PortfolioFormValues) => void): Promise<void>;
  onCancel(): void;
}

/** The create/edit portfolio form (§2): details and tags on the left, images on the right. */
export function PortfolioForm({
  mode,
  initialValues,
  categories,
  tags,
  awards,
  uploadLimits,
  onSave,
  onCancel,
}: PortfolioFormProps) {
  const text = useText();
  const dialog = useDialog();
  const [addingTag, setAddingTag] = useState(false);
  const [uploads, setUploads] = useState(0);
  const [saveTried, setSaveTried] = useState(false);

  const formik = useFormik<PortfolioFormValues>({
    initialValues,
    validationSchema: portfolioSchema,
    async onSubmit(values, helpers) {
      await onSave(values, (next) => helpers.resetForm({ values: next }));
    },
  });
  const latest = useLatest(formik.values);
  const fields = usePortfolioFields(formik, saveTried);
  const onBusyChange = (busy: boolean) => setUploads((count) => count + (busy ? 1 : -1));
  // While a save runs, its own navigation (to the profile after a create) is not a loss.
  useUnsavedChangesGuard((formik.dirty || uploads > 0) && !formik.isSubmitting, {
    title: text('portfolioEditor.leaveTitle'),
    text: text('portfolioEditor.leaveText'),
    confirmLabel: text('portfolioEditor.leave'),
    cancelLabel: text('portfolioEditor.stay'),
  });

  async function submit() {
    const missing = missingFields(formik.values);
    if (missing.length > 0) {
      setSaveTried(true);
      void formik.validateForm();
      await dialog.alert({
        kind: 'error',
        title: text(VALIDATE_FIELD),
        text: text('portfolioEditor.validateFieldText', {
          fields: missing.map((field) => text(FIELD_LABELS[field as RequiredFieldName])).join(', '),
        }),
      });
      return;
    }
    await formik.submitForm();
  }

  return (
    <FormikProvider value={formik}>
      <form
        noValidate
        aria-label={text(mode === 'create' ? 'portfolioEditor.createTitle' : 'portfolioEditor.editTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Layout>
          <Column>
            <DetailsPanel categories={categories} fields={fields} />
            <TagsPanel tags={tags} awards={awards} onAddTag={() => setAddingTag(true)} />
          </Column>
          <Column>
            <CoversPanel limits={uploadLimits} onBusyChange={onBusyChange} />
            <ExtraImagesPanel limits={uploadLimits} onBusyChange={onBusyChange} />
          </Column>
        </Layout>
        <FormActions
          saving={formik.isSubmitting}
          busy={formik.isSubmitting || uploads > 0}
          onCancel={onCancel}
        />
      </form>
      {/* Outside the form: the dialog holds a form of its own. */}
      {addingTag ? (
        <NewTagDialog
          onClose={() => setAddingTag(false)}
          onAdded={(tag) =>
            void formik.setFieldValue(
              'tagIds',
              [...latest.current.tagIds.filter((id) => id !== tag.id), tag.id],
              false,
            )
          }
        />
      ) : null}
    </FormikProvider>
  );
}
