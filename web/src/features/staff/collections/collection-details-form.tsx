import { useEffect, useId, useState } from 'react';
import { useFormik } from 'formik';
import { media } from '../../../styles/theme';
import styled from 'styled-components';
import { graphql, getFragmentData, type FragmentType } from '../../../graphql/generated';
import { SectionTitle } from '../../../components/layout/container';
import { PrimaryButton } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { refusalsApart, useFormikFields } from '../../../components/formik-fields';
import { StatusLine, said, type Said } from '../../../components/status-line';
import { useWrite, type Refusal } from '../../../components/use-write';
import { useLocalized } from '../../../i18n/locale';
import { useText } from '../../../i18n/use-text';
import type { UploadLimits } from '../../../lib/upload-image';
import { framedSurface } from '../../../styles/surface';
import { CollectionCoverField } from './collection-cover-field';
import {
  CreateCollectionMutation,
  DESCRIPTION_MAX,
  FIELD_OF_INPUT,
  NAME_MAX,
  UpdateCollectionMutation,
  collectionSchema,
  dropCollectionLists,
  type CollectionValues,
} from './collection-details-schema';

/** A collection as its details form edits it: what was written, and what the lists show of it. */
export const CollectionDetailsForm_staffCollection = graphql(`
  fragment CollectionDetailsForm_staffCollection on StaffCollection {
    category {
      id
    }
    nameAsWritten {
      th
      en
    }
    descriptionAsWritten {
      th
      en
    }
    collection {
      id
      name {
        th
        en
      }
      description {
        th
        en
      }
      cover {
        url
        fileName
      }
      date {
        th
        en
      }
      publishedOn
    }
  }
`);

/** The form's values for a stored collection. */
export function collectionValues(
  staffCollection: FragmentType<typeof CollectionDetailsForm_staffCollection>,
): CollectionValues {
  const { category, nameAsWritten, descriptionAsWritten, collection } = getFragmentData(
    CollectionDetailsForm_staffCollection,
    staffCollection,
  );
  return {
    categoryId: category?.id ?? '',
    nameTh: nameAsWritten.th,
    nameEn: nameAsWritten.en,
    descriptionTh: descriptionAsWritten.th,
    descriptionEn: descriptionAsWritten.en,
    publishedOn: collection.publishedOn,
    cover: collection.cover ? { url: collection.cover.url, fileName: collection.cover.fileName } : null,
  };
}

interface Category {
  id: string;
  name: { th: string; en: string };
}

/**
 * A collection's public fields: category, names and descriptions in Thai and English, cover, publication date.
 * Creates the collection (`collectionId` null; `onCreated` then leads to its editor) or saves it. The server's
 * refusals show on their fields, worded by their code.
 */
export function CollectionDetailsForm({
  collectionId,
  initialValues,
  categories,
  limits,
  initialMessage,
  onCreated,
  onUnsavedChange,
}: {
  collectionId: string | null;
  initialValues: CollectionValues;
  categories: Category[];
  limits: UploadLimits | null;
  /** A message to show at first (the collection was just created). */
  initialMessage?: string;
  onCreated(id: string): void;
  /** Told whether the form has changes not saved yet (the page guards leaving with them). */
  onUnsavedChange?(unsaved: boolean): void;
}) {
  const text = useText();
  const localized = useLocalized();
  const prefix = useId();
  const headingId = `${prefix}-heading`;
  const [uploading, setUploading] = useState(false);
  const [outcome, setOutcome] = useState<Said | null>(initialMessage ? said(true, initialMessage) : null);
  const { write: createCollection } = useWrite(CreateCollectionMutation, {
    payload: (data) => data.createCollection,
    accepted: (payload) => Boolean(payload.collection),
    tell: setOutcome,
    updateOnDone: dropCollectionLists,
  });
  const { write: updateCollection } = useWrite(UpdateCollectionMutation, {
    payload: (data) => data.updateCollection,
    accepted: (payload) => Boolean(payload.collection),
    tell: setOutcome,
    updateOnDone: dropCollectionLists,
  });

  const formik = useFormik<CollectionValues>({
    initialValues,
    validationSchema: collectionSchema,
    async onSubmit(values, helpers) {
      fields.refuse({});
      const input = {
        categoryId: values.categoryId,
        name: { th: values.nameTh.trim(), en: values.nameEn.trim() },
        description: { th: values.descriptionTh.trim(), en: values.descriptionEn.trim() },
        coverFileName: values.cover?.fileName ?? '',
        publishedOn: values.publishedOn,
      };
      const words = {
        failed: text('staff.collections.editor.failed'),
        // A refusal shows on its fields; the status line says the rest.
        refused: ({ refusals }: { refusals: readonly Refusal[] }) =>
          refusalsApart(refusals, FIELD_OF_INPUT).others.join(' ') ||
          text('staff.collections.editor.refused'),
      };
      const outcome = collectionId
        ? await updateCollection(
            { id: collectionId, input },
            { ...words, done: text('staff.collections.editor.saved') },
          )
        : await createCollection({ input }, words);
      if (!outcome.ok) {
        fields.refuse(refusalsApart(outcome.refusals, FIELD_OF_INPUT).onFields);
        return;
      }
      const saved = outcome.payload.collection;
      if (!saved) return;
      if (!collectionId) {
        onCreated(getFragmentData(CollectionDetailsForm_staffCollection, saved).collection.id);
        return;
      }
      // The category stays as chosen; the rest as the server stored it.
      helpers.resetForm({ values: { ...collectionValues(saved), categoryId: values.categoryId } });
    },
  });
  const fields = useFormikFields(formik, prefix);
  // While it saves, its own navigation (to the new collection's editor) is not a loss.
  const unsaved = formik.dirty && !formik.isSubmitting;
  useEffect(() => onUnsavedChange?.(unsaved), [unsaved, onUnsavedChange]);

  const busy = formik.isSubmitting;
  return (
    <section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{text('staff.collections.editor.details')}</SectionTitle>
      <Form noValidate onSubmit={formik.handleSubmit} aria-busy={busy}>
        <FormField className="wide">
          <label htmlFor={`${prefix}-categoryId`}>{text('staff.collections.editor.category')}</label>
          <select {...fields.control('categoryId')}>
            <option value="">{text('staff.collections.editor.chooseCategory')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {localized(category.name)}
              </option>
            ))}
          </select>
          {fields.error('categoryId')}
        </FormField>
        <FormField>
          <label htmlFor={`${prefix}-nameTh`}>{text('staff.collections.editor.nameTh')}</label>
          <input
            type="text"
            lang="th"
            autoComplete="off"
            maxLength={NAME_MAX}
            {...fields.control('nameTh')}
          />
          {fields.error('nameTh')}
        </FormField>
        <FormField>
          <label htmlFor={`${prefix}-nameEn`}>{text('staff.collections.editor.nameEn')}</label>
          <input
            type="text"
            lang="en"
            autoComplete="off"
            maxLength={NAME_MAX}
            {...fields.control('nameEn')}
          />
          {fields.error('nameEn')}
        </FormField>
        <FormField>
          <label htmlFor={`${prefix}-descriptionTh`}>{text('staff.collections.editor.descriptionTh')}</label>
          <textarea lang="th" rows={6} maxLength={DESCRIPTION_MAX} {...fields.control('descriptionTh')} />
          {fields.error('descriptionTh')}
        </FormField>
        <FormField>
          <label htmlFor={`${prefix}-descriptionEn`}>{text('staff.collections.editor.descriptionEn')}</label>
          <textarea lang="en" rows={6} maxLength={DESCRIPTION_MAX} {...fields.control('descriptionEn')} />
          {fields.error('descriptionEn')}
        </FormField>
        <div className="wide">
          <CollectionCoverField
            image={formik.values.cover}
            limits={limits}
            error={fields.messageOf('cover')}
            onBusyChange={setUploading}
            onChange={(image) => void formik.setFieldValue('cover', image, false)}
          />
        </div>
        <DateField>
          <label htmlFor={`${prefix}-publishedOn`}>{text('staff.collections.editor.publishedOn')}</label>
          <input type="date" {...fields.control('publishedOn')} />
          {fields.error('publishedOn')}
        </DateField>
        <div className="wide">
          <PrimaryButton type="submit" disabled={busy || uploading} aria-busy={busy}>
            {text(
              busy
                ? 'staff.collections.editor.saving'
                : collectionId
                  ? 'staff.collections.editor.save'
                  : 'staff.collections.editor.create',
            )}
          </PrimaryButton>
          <StatusLine said={outcome} />
        </div>
      </Form>
    </section>
  );
}

const Form = styled.form`
  display: grid;
  gap: 16px;
  margin: 12px 0 0;
  ${framedSurface}
  padding: 20px;
  ${media.medium} {
    grid-template-columns: 1fr 1fr;
  }
  .wide {
    grid-column: 1 / -1;
  }
  textarea {
    min-height: 140px;
  }
`;

const DateField = styled(FormField)`
  max-width: 240px;
`;
