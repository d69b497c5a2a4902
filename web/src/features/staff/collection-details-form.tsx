import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { useFormik } from 'formik';
import * as yup from 'yup';
import styled from 'styled-components';
import { graphql, getFragmentData, type FragmentType } from '../../graphql/generated';
import { SectionTitle } from '../../components/layout/container';
import { PrimaryButton } from '../../components/button';
import { FieldError, FormField } from '../../components/form-field';
import { useFormikFields } from '../../components/formik-fields';
import { messageId } from '../../i18n/catalog';
import { useLocalized } from '../../i18n/locale';
import { useServerText } from '../../i18n/use-server-text';
import { useText } from '../../i18n/use-text';
import type { UploadedImage, UploadLimits } from '../../lib/upload-image';
import { CollectionCoverField } from './collection-cover-field';
import { Outcome } from './ordered-picker';

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

const CreateCollectionMutation = graphql(`
  mutation CreateCollectionMutation($input: CollectionInput!) {
    createCollection(input: $input) {
      collection {
        ...CollectionDetailsForm_staffCollection
      }
      errors {
        field
        message
        code
        limit
      }
    }
  }
`);

const UpdateCollectionMutation = graphql(`
  mutation UpdateCollectionMutation($id: ID!, $input: CollectionInput!) {
    updateCollection(id: $id, input: $input) {
      collection {
        ...CollectionDetailsForm_staffCollection
      }
      errors {
        field
        message
        code
        limit
      }
    }
  }
`);

/** A name is at most this long, a description at most DESCRIPTION_MAX (the server's limits). */
const NAME_MAX = 200;
const DESCRIPTION_MAX = 5000;

// Messages are catalogue ids; the form shows them in the current language.
const collectionSchema = yup.object({
  categoryId: yup.string().required(messageId('staff.collections.categoryRequired')),
  nameTh: yup
    .string()
    .trim()
    .required(messageId('staff.collections.nameThRequired'))
    .max(NAME_MAX, messageId('staff.collections.nameTooLong')),
  nameEn: yup
    .string()
    .trim()
    .required(messageId('staff.collections.nameEnRequired'))
    .max(NAME_MAX, messageId('staff.collections.nameTooLong')),
  descriptionTh: yup.string().max(DESCRIPTION_MAX, messageId('staff.collections.textTooLong')),
  descriptionEn: yup.string().max(DESCRIPTION_MAX, messageId('staff.collections.textTooLong')),
  publishedOn: yup.string().required(messageId('staff.collections.publishedOnRequired')),
});

/** The editor's fields; the cover is the uploaded image, whose file name is sent. */
export interface CollectionValues {
  categoryId: string;
  nameTh: string;
  nameEn: string;
  descriptionTh: string;
  descriptionEn: string;
  publishedOn: string;
  cover: UploadedImage | null;
}

type FieldName = keyof CollectionValues;

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

/** The server names a refused field as the mutation's input does (`name.th`); the form's own names. */
const FIELD_OF_INPUT: Record<string, FieldName> = {
  categoryId: 'categoryId',
  'name.th': 'nameTh',
  'name.en': 'nameEn',
  'description.th': 'descriptionTh',
  'description.en': 'descriptionEn',
  publishedOn: 'publishedOn',
  coverFileName: 'cover',
};

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
  const serverText = useServerText();
  const localized = useLocalized();
  const prefix = useId();
  const headingId = `${prefix}-heading`;
  const [uploading, setUploading] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(
    initialMessage ? { ok: true, message: initialMessage } : null,
  );
  const [createCollection] = useMutation(CreateCollectionMutation, {
    update(cache, { data }) {
      if (data?.createCollection.errors.length === 0) dropCollectionLists(cache);
    },
  });
  const [updateCollection] = useMutation(UpdateCollectionMutation, {
    update(cache, { data }) {
      if (data?.updateCollection.errors.length === 0) dropCollectionLists(cache);
    },
  });

  const formik = useFormik<CollectionValues>({
    initialValues,
    validationSchema: collectionSchema,
    async onSubmit(values, helpers) {
      setOutcome(null);
      setServerErrors({});
      const input = {
        categoryId: values.categoryId,
        name: { th: values.nameTh.trim(), en: values.nameEn.trim() },
        description: { th: values.descriptionTh.trim(), en: values.descriptionEn.trim() },
        coverFileName: values.cover?.fileName ?? '',
        publishedOn: values.publishedOn,
      };
      const failed = text('staff.collections.editor.failed');
      try {
        const payload = collectionId
          ? (await updateCollection({ variables: { id: collectionId, input } })).data?.updateCollection
          : (await createCollection({ variables: { input } })).data?.createCollection;
        if (!payload) throw new Error('No answer to the collection mutation');
        if (payload.errors.length > 0 || !payload.collection) {
          const onFields: Partial<Record<FieldName, string>> = {};
          const others: string[] = [];
          for (const error of payload.errors) {
            const field = error.field ? FIELD_OF_INPUT[error.field] : undefined;
            const message = serverText(error, failed);
            if (field) onFields[field] = onFields[field] ? `${onFields[field]} ${message}` : message;
            else others.push(message);
          }
          setServerErrors(onFields);
          setOutcome({
            ok: false,
            message: others.join(' ') || text('staff.collections.editor.refused'),
          });
          return;
        }
        if (!collectionId) {
          onCreated(getFragmentData(CollectionDetailsForm_staffCollection, payload.collection).collection.id);
          return;
        }
        // The category stays as chosen; the rest as the server stored it.
        helpers.resetForm({
          values: { ...collectionValues(payload.collection), categoryId: values.categoryId },
        });
        setOutcome({ ok: true, message: text('staff.collections.editor.saved') });
      } catch {
        setOutcome({ ok: false, message: failed });
      }
    },
  });
  const fields = useFormikFields(formik, prefix);
  // While it saves, its own navigation (to the new collection's editor) is not a loss.
  const unsaved = formik.dirty && !formik.isSubmitting;
  useEffect(() => onUnsavedChange?.(unsaved), [unsaved, onUnsavedChange]);

  /** A control with its rule's message, or else the server's refusal of it. */
  function control(name: Exclude<FieldName, 'cover'>) {
    const own = {
      ...fields.control(name),
      // A field the server refused is cleared of its refusal once the operator changes it.
      onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
        formik.handleChange(event);
        if (serverErrors[name]) setServerErrors(({ [name]: _cleared, ...rest }) => rest);
      },
    };
    const refused = fields.messageOf(name) === undefined ? serverErrors[name] : undefined;
    return refused
      ? { ...own, 'aria-invalid': true as const, 'aria-describedby': `${prefix}-${name}-server` }
      : own;
  }
  function error(name: Exclude<FieldName, 'cover'>) {
    const own = fields.error(name);
    if (own) return own;
    const refused = serverErrors[name];
    return refused ? <FieldError id={`${prefix}-${name}-server`}>{refused}</FieldError> : null;
  }

  const busy = formik.isSubmitting;
  return (
    <section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{text('staff.collections.editor.details')}</SectionTitle>
      <Form noValidate onSubmit={formik.handleSubmit} aria-busy={busy}>
        <FormField className="wide">
          <label htmlFor={`${prefix}-categoryId`}>{text('staff.collections.editor.category')}</label>
          <select {...control('categoryId')}>
            <option value="">{text('staff.collections.editor.chooseCategory')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {localized(category.name)}
              </option>
            ))}
          </select>
          {error('categoryId')}
        </FormField>
        <FormField>
          <label htmlFor={`${prefix}-nameTh`}>{text('staff.collections.editor.nameTh')}</label>
          <input type="text" lang="th" autoComplete="off" maxLength={NAME_MAX} {...control('nameTh')} />
          {error('nameTh')}
        </FormField>
        <FormField>
          <label htmlFor={`${prefix}-nameEn`}>{text('staff.collections.editor.nameEn')}</label>
          <input type="text" lang="en" autoComplete="off" maxLength={NAME_MAX} {...control('nameEn')} />
          {error('nameEn')}
        </FormField>
        <FormField>
          <label htmlFor={`${prefix}-descriptionTh`}>{text('staff.collections.editor.descriptionTh')}</label>
          <textarea lang="th" rows={6} maxLength={DESCRIPTION_MAX} {...control('descriptionTh')} />
          {error('descriptionTh')}
        </FormField>
        <FormField>
          <label htmlFor={`${prefix}-descriptionEn`}>{text('staff.collections.editor.descriptionEn')}</label>
          <textarea lang="en" rows={6} maxLength={DESCRIPTION_MAX} {...control('descriptionEn')} />
          {error('descriptionEn')}
        </FormField>
        <div className="wide">
          <CollectionCoverField
            image={formik.values.cover}
            limits={limits}
            error={serverErrors.cover}
            onBusyChange={setUploading}
            onChange={(image) => void formik.setFieldValue('cover', image, false)}
          />
        </div>
        <DateField>
          <label htmlFor={`${prefix}-publishedOn`}>{text('staff.collections.editor.publishedOn')}</label>
          <input type="date" {...control('publishedOn')} />
          {error('publishedOn')}
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
          <Outcome role="status" aria-live="polite" $ok={outcome?.ok ?? true}>
            {outcome?.message}
          </Outcome>
        </div>
      </Form>
    </section>
  );
}

/** The lists of collections (public and staff) change with a created or edited one: they are asked again. */
function dropCollectionLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'collectionCategories' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'collections' });
  cache.gc();
}

const Form = styled.form`
  display: grid;
  gap: 16px;
  margin: 12px 0 0;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.paper};
  @media (min-width: 768px) {
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
