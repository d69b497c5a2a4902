import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import { useFormik, type FormikErrors } from 'formik';
import styled from 'styled-components';
import { graphql, getFragmentData, type FragmentType } from '../../graphql/generated';
import { OutlineButton, PrimaryButton } from '../../components/button';
import { FieldError, fieldControl } from '../../components/form-field';
import { useLocalized } from '../../i18n/locale';
import { media } from '../../styles/theme';
import {
  EMPTY_PORTFOLIO,
  VALIDATE_FIELD,
  missingFields,
  nextRowKey,
  portfolioSchema,
  subcategoryChoices,
  type PortfolioFormValues,
} from './forms/portfolio-schema';
import { ImagePicker } from './image-picker';
import { TagPicker, type PickableTag } from './tag-picker';
import { NewTagDialog } from './new-tag-dialog';
import { useDialog } from '../../components/dialog';
import { useText } from '../../i18n/use-text';
import type { MessageId } from '../../i18n/catalog';
import { messageIdOf } from '../../i18n/catalog';

// TipTap is the heaviest part of the screen: it loads in its own chunk while the rest of the form shows.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

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

export interface CategoryOption {
  id: string;
  name: { th: string; en: string };
  subcategories: { id: string; name: { th: string; en: string } }[];
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

const Panel = styled.section`
  display: grid;
  gap: 18px;
  min-width: 0;
  padding: clamp(16px, 3vw, 28px);
  background: ${({ theme }) => theme.colors.paper};
  border-radius: ${({ theme }) => theme.radius.large};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const PanelTitle = styled.h2`
  margin: 0;
  font-size: 1.1rem;
  font-weight: 700;
  display: flex;
  align-items: center;
  gap: 10px;
  &::before {
    content: '';
    width: 4px;
    height: 18px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.accent};
  }
`;

const Pair = styled.div`
  display: grid;
  gap: 18px;
  ${media.medium} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Field = styled.div`
  display: grid;
  gap: 6px;
  min-width: 0;
  > label,
  .label {
    font-weight: 600;
    font-size: 0.9rem;
  }
  input[type='text'],
  select,
  textarea {
    ${fieldControl}
  }
  select:disabled {
    background: ${({ theme }) => theme.colors.canvas};
    color: ${({ theme }) => theme.colors.muted};
  }
  textarea {
    min-height: 96px;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.rejected};
  }
`;

const Required = styled.span`
  color: ${({ theme }) => theme.colors.accent};
  margin-left: 2px;
`;

const Hint = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const EditorFallback = styled.div`
  min-height: 271px;
  border: 1.5px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.canvas};
`;

const ImageRows = styled.ol`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ImageRowItem = styled.li`
  display: grid;
  grid-template-columns: 95px minmax(0, 1fr);
  gap: 12px;
  align-items: start;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.canvas};
  textarea {
    width: 100%;
    min-height: 60px;
    font: inherit;
    font-size: 0.9rem;
    padding: 8px 10px;
    border: 1.5px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.paper};
    resize: vertical;
  }
`;

const RowSide = styled.div`
  display: grid;
  gap: 6px;
  min-width: 0;
  label {
    font-size: 0.85rem;
    font-weight: 600;
  }
`;

const RowHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const RemoveButton = styled.button`
  border: 0;
  background: none;
  padding: 4px 6px;
  color: ${({ theme }) => theme.colors.rejected};
  font: inherit;
  font-size: 0.85rem;
  font-weight: 600;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.small};
  &:hover {
    background: ${({ theme }) => theme.colors.accentSoft};
  }
`;

const AddRowButton = styled(OutlineButton)`
  justify-self: start;
  border-style: dashed;
`;

const SmallButton = styled(OutlineButton)`
  min-height: 40px;
  padding: 0 16px;
  font-size: 0.9rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: 12px;
  margin-top: 24px;
  padding: 18px clamp(16px, 3vw, 28px);
  background: ${({ theme }) => theme.colors.paper};
  border-radius: ${({ theme }) => theme.radius.large};
  box-shadow: ${({ theme }) => theme.shadow.card};
  > span {
    flex-basis: 100%;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  > button {
    flex: 1 1 0;
  }
  ${media.small} {
    > span {
      flex-basis: auto;
      margin-right: auto;
    }
    > button {
      flex: none;
    }
  }
`;

type FieldName = 'categoryId' | 'subcategoryId' | 'title' | 'brief' | 'detailHtml';

const FIELD_LABELS: Record<FieldName, MessageId> = {
  categoryId: 'portfolioEditor.category',
  subcategoryId: 'portfolioEditor.subcategory',
  title: 'portfolioEditor.title',
  brief: 'portfolioEditor.brief',
  detailHtml: 'portfolioEditor.detail',
};

export interface PortfolioFormProps {
  mode: 'create' | 'edit';
  initialValues: PortfolioFormValues;
  categories: readonly CategoryOption[];
  tags: readonly PickableTag[];
  awards: readonly PickableTag[];
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
  onSave,
  onCancel,
}: PortfolioFormProps) {
  const text = useText();
  const localized = useLocalized();
  const dialog = useDialog();
  const [addingTag, setAddingTag] = useState(false);
  const [uploads, setUploads] = useState(0);
  // Field errors show from the first save attempt on (§5 checks at save), then follow every change.
  const [attempted, setAttempted] = useState(false);

  const formik = useFormik<PortfolioFormValues>({
    initialValues,
    validationSchema: portfolioSchema,
    async onSubmit(values, helpers) {
      await onSave(values, (next) => helpers.resetForm({ values: next }));
    },
  });
  const { values } = formik;
  // Uploads and the tag dialog finish later: they read the values of that moment, not of when they began.
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  }, [values]);

  const subcategories = useMemo(
    () =>
      categories.flatMap((category) =>
        category.subcategories.map((subcategory) => ({ ...subcategory, categoryId: category.id })),
      ),
    [categories],
  );
  const subcategoryOptions = subcategoryChoices(subcategories, values.categoryId);

  const onBusyChange = (busy: boolean) => setUploads((count) => count + (busy ? 1 : -1));

  async function submit() {
    const missing = missingFields(values);
    if (missing.length > 0) {
      setAttempted(true);
      void formik.validateForm();
      await dialog.alert({
        kind: 'error',
        title: text(VALIDATE_FIELD),
        text: text('portfolioEditor.validateFieldText', {
          fields: missing.map((field) => text(FIELD_LABELS[field as FieldName])).join(', '),
        }),
      });
      return;
    }
    await formik.submitForm();
  }

  function errorOf(name: FieldName): string | undefined {
    const errors: FormikErrors<PortfolioFormValues> = formik.errors;
    return attempted ? (errors[name] as string | undefined) : undefined;
  }

  function describe(name: FieldName, hint?: boolean) {
    const error = errorOf(name);
    return {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `portfolio-${name}-error` : hint ? `portfolio-${name}-hint` : undefined,
    } as const;
  }

  function errorLine(name: FieldName): ReactNode {
    const error = errorOf(name);
    return error ? <FieldError id={`portfolio-${name}-error`}>{text(messageIdOf(error))}</FieldError> : null;
  }

  function label(name: FieldName) {
    return (
      <>
        {text(FIELD_LABELS[name])}
        <Required aria-hidden="true">*</Required>
      </>
    );
  }

  const busy = formik.isSubmitting || uploads > 0;
  return (
    <>
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
            <Panel aria-labelledby="portfolio-details-title">
              <PanelTitle id="portfolio-details-title">{text('portfolioEditor.detailsSection')}</PanelTitle>
              <Pair>
                <Field>
                  <label htmlFor="portfolio-categoryId">{label('categoryId')}</label>
                  <select
                    id="portfolio-categoryId"
                    name="categoryId"
                    value={values.categoryId}
                    onBlur={formik.handleBlur}
                    onChange={(event) => {
                      // A new category empties the subcategory: its choices are the category's own (§5).
                      void formik.setValues({ ...values, categoryId: event.target.value, subcategoryId: '' });
                    }}
                    {...describe('categoryId')}
                  >
                    <option value="">{text('portfolioEditor.chooseCategory')}</option>
                    {categories.map((category) => (
                      <option key={category.id} value={category.id}>
                        {localized(category.name)}
                      </option>
                    ))}
                  </select>
                  {errorLine('categoryId')}
                </Field>
                <Field>
                  <label htmlFor="portfolio-subcategoryId">{label('subcategoryId')}</label>
                  <select
                    id="portfolio-subcategoryId"
                    {...formik.getFieldProps('subcategoryId')}
                    disabled={!values.categoryId}
                    {...describe('subcategoryId')}
                  >
                    <option value="">
                      {text(
                        values.categoryId
                          ? 'portfolioEditor.chooseSubcategory'
                          : 'portfolioEditor.chooseCategoryFirst',
                      )}
                    </option>
                    {subcategoryOptions.map((subcategory) => (
                      <option key={subcategory.id} value={subcategory.id}>
                        {localized(subcategory.name)}
                      </option>
                    ))}
                  </select>
                  {errorLine('subcategoryId')}
                </Field>
              </Pair>
              <Field>
                <label htmlFor="portfolio-title">{label('title')}</label>
                <input
                  id="portfolio-title"
                  type="text"
                  maxLength={255}
                  {...formik.getFieldProps('title')}
                  {...describe('title')}
                />
                {errorLine('title')}
              </Field>
              <Field>
                <label htmlFor="portfolio-brief">{label('brief')}</label>
                <textarea
                  id="portfolio-brief"
                  {...formik.getFieldProps('brief')}
                  {...describe('brief', true)}
                />
                {errorLine('brief') ?? (
                  <Hint id="portfolio-brief-hint">{text('portfolioEditor.briefHint')}</Hint>
                )}
              </Field>
              <Field>
                <span className="label" id="portfolio-detailHtml-label">
                  {label('detailHtml')}
                </span>
                <Suspense fallback={<EditorFallback aria-hidden="true" />}>
                  <RichTextEditor
                    value={values.detailHtml}
                    onChange={(html) => void formik.setFieldValue('detailHtml', html)}
                    labelledBy="portfolio-detailHtml-label"
                    describedBy={errorOf('detailHtml') ? 'portfolio-detailHtml-error' : undefined}
                    invalid={Boolean(errorOf('detailHtml'))}
                  />
                </Suspense>
                {errorLine('detailHtml')}
              </Field>
            </Panel>

            <Panel aria-labelledby="portfolio-tags-title">
              <PanelTitle id="portfolio-tags-title">{text('portfolioEditor.tagsSection')}</PanelTitle>
              <TagPicker
                legend={text('portfolioEditor.tags')}
                tags={tags}
                selected={values.tagIds}
                onChange={(ids) => void formik.setFieldValue('tagIds', ids, false)}
                emptyText={text('portfolioEditor.noTags')}
                action={
                  <SmallButton type="button" onClick={() => setAddingTag(true)}>
                    {text('portfolioEditor.addTag')}
                  </SmallButton>
                }
              />
              <TagPicker
                legend={text('portfolioEditor.awards')}
                tags={awards}
                selected={values.awardIds}
                onChange={(ids) => void formik.setFieldValue('awardIds', ids, false)}
                emptyText={text('portfolioEditor.noAwards')}
              />
            </Panel>
          </Column>

          <Column>
            <Panel aria-labelledby="portfolio-covers-title">
              <PanelTitle id="portfolio-covers-title">{text('portfolioEditor.coversSection')}</PanelTitle>
              <Field>
                <span className="label">{text('portfolioEditor.cover')}</span>
                <ImagePicker
                  label={text('portfolioEditor.cover')}
                  width={150}
                  height={150}
                  uploadType="portfolio-cover"
                  image={values.cover}
                  onUploaded={(image) => void formik.setFieldValue('cover', image, false)}
                  onBusyChange={onBusyChange}
                />
              </Field>
              <Field>
                <span className="label">{text('portfolioEditor.shareCover')}</span>
                <Hint>{text('portfolioEditor.shareCoverHint')}</Hint>
                <ImagePicker
                  label={text('portfolioEditor.shareCover')}
                  width={300}
                  height={150}
                  uploadType="portfolio-cover-share"
                  image={values.shareCover}
                  onUploaded={(image) => void formik.setFieldValue('shareCover', image, false)}
                  onBusyChange={onBusyChange}
                />
              </Field>
            </Panel>

            <Panel aria-labelledby="portfolio-images-title">
              <PanelTitle id="portfolio-images-title">{text('portfolioEditor.imagesSection')}</PanelTitle>
              <Hint>{text('portfolioEditor.imagesHint')}</Hint>
              {values.images.length > 0 ? (
                <ImageRows>
                  {values.images.map((row, index) => (
                    <ImageRowItem key={row.key}>
                      <ImagePicker
                        label={text('portfolioEditor.imageNumber', { number: index + 1 })}
                        width={95}
                        height={95}
                        compact
                        uploadType="portfolio-images"
                        image={row.image}
                        onUploaded={(image) => {
                          const at = latest.current.images.findIndex((other) => other.key === row.key);
                          if (at >= 0) void formik.setFieldValue(`images.${at}.image`, image, false);
                        }}
                        onBusyChange={onBusyChange}
                      />
                      <RowSide>
                        <RowHead>
                          <label htmlFor={`portfolio-image-${row.key}-caption`}>
                            {text('portfolioEditor.imageCaption', { number: index + 1 })}
                          </label>
                          <RemoveButton
                            type="button"
                            aria-label={text('portfolioEditor.removeImage', { number: index + 1 })}
                            onClick={() =>
                              void formik.setFieldValue(
                                'images',
                                values.images.filter((other) => other.key !== row.key),
                                false,
                              )
                            }
                          >
                            {text('portfolioEditor.remove')}
                          </RemoveButton>
                        </RowHead>
                        <textarea
                          id={`portfolio-image-${row.key}-caption`}
                          {...formik.getFieldProps(`images.${index}.caption`)}
                        />
                      </RowSide>
                    </ImageRowItem>
                  ))}
                </ImageRows>
              ) : null}
              <AddRowButton
                type="button"
                onClick={() =>
                  void formik.setFieldValue(
                    'images',
                    [...values.images, { key: nextRowKey(values.images), image: null, caption: '' }],
                    false,
                  )
                }
              >
                {text('portfolioEditor.addImage')}
              </AddRowButton>
            </Panel>
          </Column>
        </Layout>

        <Actions>
          <span>{text('portfolioEditor.requiredNote')}</span>
          <OutlineButton type="button" onClick={onCancel}>
            {text('portfolioEditor.cancel')}
          </OutlineButton>
          <PrimaryButton type="submit" disabled={busy}>
            {text(formik.isSubmitting ? 'portfolioEditor.saving' : 'portfolioEditor.save')}
          </PrimaryButton>
        </Actions>
      </form>
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
    </>
  );
}
