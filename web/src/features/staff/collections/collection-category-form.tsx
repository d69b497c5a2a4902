import { useEffect, useId, useRef } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { framedSurface } from '../../../styles/surface';
import { media } from '../../../styles/theme';
import styled from 'styled-components';
import { graphql, getFragmentData, type FragmentType } from '../../../graphql/generated';
import { OutlineButton, PrimaryButton } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { useFormikFields } from '../../../components/formik-fields';
import type { Said } from '../../../components/status-line';
import { useWrite } from '../../../components/use-write';
import { messageId } from '../../../i18n/catalog';
import { useText } from '../../../i18n/use-text';
import { bilingualNameFields } from './collection-details-schema';

/**
 * A collection category as the form edits it (the names and text as stored, without the English fallback), and as
 * the list shows it once saved.
 */
export const CollectionCategoryForm_category = graphql(`
  fragment CollectionCategoryForm_category on CollectionCategory {
    id
    name {
      th
      en
    }
    about {
      th
      en
    }
    nameAsWritten {
      th
      en
    }
    aboutAsWritten {
      th
      en
    }
  }
`);

const CreateCollectionCategoryMutation = graphql(`
  mutation CreateCollectionCategoryMutation($input: CollectionCategoryInput!) {
    createCollectionCategory(input: $input) {
      category {
        ...CollectionCategoryForm_category
      }
      errors {
        ...UserErrors
      }
    }
  }
`);

const UpdateCollectionCategoryMutation = graphql(`
  mutation UpdateCollectionCategoryMutation($id: ID!, $input: CollectionCategoryInput!) {
    updateCollectionCategory(id: $id, input: $input) {
      category {
        ...CollectionCategoryForm_category
      }
      errors {
        ...UserErrors
      }
    }
  }
`);

/** A category's about text is at most this long (the server's limit). */
const ABOUT_MAX = 5000;

const categorySchema = yup.object({
  ...bilingualNameFields,
  aboutTh: yup.string().max(ABOUT_MAX, messageId('staff.collections.textTooLong')),
  aboutEn: yup.string().max(ABOUT_MAX, messageId('staff.collections.textTooLong')),
});

type CategoryValues = yup.InferType<typeof categorySchema>;

/**
 * Adds a collection category (`category` null) or rewrites one: its names and its text in Thai and English. What
 * happened goes to `onOutcome`, which the list's status line says.
 */
export function CollectionCategoryForm({
  category: edited,
  onOutcome,
  onDone,
}: {
  category: FragmentType<typeof CollectionCategoryForm_category> | null;
  onOutcome(outcome: Said): void;
  /** The edit was saved or cancelled: the form goes back to adding. */
  onDone(): void;
}) {
  const text = useText();
  const category = getFragmentData(CollectionCategoryForm_category, edited);
  const prefix = useId();
  const headingId = `${prefix}-heading`;
  const firstField = useRef<HTMLInputElement>(null);
  const { write: createCategory } = useWrite(CreateCollectionCategoryMutation, {
    payload: (data) => data.createCollectionCategory,
    accepted: (payload) => Boolean(payload.category),
    tell: (said) => said && onOutcome(said),
    updateOnDone(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'collectionCategories' });
      cache.gc();
    },
  });
  const { write: updateCategory } = useWrite(UpdateCollectionCategoryMutation, {
    payload: (data) => data.updateCollectionCategory,
    accepted: (payload) => Boolean(payload.category),
    tell: (said) => said && onOutcome(said),
  });

  useEffect(() => {
    // Editing starts here, away from the button that asked for it: the operator lands on the first field.
    if (category) firstField.current?.focus();
  }, [category]);

  const formik = useFormik<CategoryValues>({
    initialValues: category
      ? {
          nameTh: category.nameAsWritten.th,
          nameEn: category.nameAsWritten.en,
          aboutTh: category.aboutAsWritten.th,
          aboutEn: category.aboutAsWritten.en,
        }
      : { nameTh: '', nameEn: '', aboutTh: '', aboutEn: '' },
    validationSchema: categorySchema,
    async onSubmit(values, helpers) {
      const input = {
        name: { th: values.nameTh.trim(), en: values.nameEn.trim() },
        about: { th: (values.aboutTh ?? '').trim(), en: (values.aboutEn ?? '').trim() },
      };
      const words = {
        failed: text('staff.collections.category.failed'),
        done: text(category ? 'staff.collections.category.saved' : 'staff.collections.category.created', {
          name: input.name.th,
        }),
      };
      const outcome = category
        ? await updateCategory({ id: category.id, input }, words)
        : await createCategory({ input }, words);
      if (!outcome.ok) return;
      helpers.resetForm();
      if (category) onDone();
    },
  });
  const fields = useFormikFields(formik, prefix);

  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>
        {category
          ? text('staff.collections.category.editTitle', { name: category.name.th })
          : text('staff.collections.category.add')}
      </h2>
      <form noValidate onSubmit={formik.handleSubmit} aria-busy={formik.isSubmitting}>
        <FormField>
          <label htmlFor={`${prefix}-nameTh`}>{text('staff.collections.category.nameTh')}</label>
          <input type="text" lang="th" autoComplete="off" ref={firstField} {...fields.control('nameTh')} />
          {fields.error('nameTh')}
        </FormField>
        <FormField>
          <label htmlFor={`${prefix}-nameEn`}>{text('staff.collections.category.nameEn')}</label>
          <input type="text" lang="en" autoComplete="off" {...fields.control('nameEn')} />
          {fields.error('nameEn')}
        </FormField>
        <FormField>
          <label htmlFor={`${prefix}-aboutTh`}>{text('staff.collections.category.aboutTh')}</label>
          <textarea lang="th" rows={3} {...fields.control('aboutTh')} />
          {fields.error('aboutTh')}
        </FormField>
        <FormField>
          <label htmlFor={`${prefix}-aboutEn`}>{text('staff.collections.category.aboutEn')}</label>
          <textarea lang="en" rows={3} {...fields.control('aboutEn')} />
          {fields.error('aboutEn')}
        </FormField>
        <Actions>
          <PrimaryButton type="submit" disabled={formik.isSubmitting}>
            {text(category ? 'staff.collections.category.save' : 'staff.collections.category.create')}
          </PrimaryButton>
          {category ? (
            <OutlineButton type="button" onClick={onDone}>
              {text('staff.collections.category.cancel')}
            </OutlineButton>
          ) : null}
        </Actions>
      </form>
    </Panel>
  );
}

const Panel = styled.section`
  ${framedSurface}
  margin: 40px 0 24px;
  padding: 20px;
  h2 {
    margin: 0 0 16px;
    font-size: 1.2rem;
  }
  form {
    display: grid;
    gap: 12px;
    ${media.medium} {
      grid-template-columns: 1fr 1fr;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  grid-column: 1 / -1;
`;
