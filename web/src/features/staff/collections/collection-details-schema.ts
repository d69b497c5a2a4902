import type { ApolloCache } from '@apollo/client';
import * as yup from 'yup';
import { graphql } from '../../../graphql/generated';
import { messageId } from '../../../i18n/catalog';
import type { UploadedImage } from '../../../lib/upload-image';

export const CreateCollectionMutation = graphql(`
  mutation CreateCollectionMutation($input: CollectionInput!) {
    createCollection(input: $input) {
      collection {
        ...CollectionDetailsForm_staffCollection
      }
      errors {
        ...UserErrors
      }
    }
  }
`);

export const UpdateCollectionMutation = graphql(`
  mutation UpdateCollectionMutation($id: ID!, $input: CollectionInput!) {
    updateCollection(id: $id, input: $input) {
      collection {
        ...CollectionDetailsForm_staffCollection
      }
      errors {
        ...UserErrors
      }
    }
  }
`);

/** A name is at most this long, a description at most DESCRIPTION_MAX (the server's limits). */
export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 5000;

// Messages are catalogue ids; the form shows them in the current language.
/** A collection's or a category's name in both languages: required, trimmed, at most NAME_MAX. */
export const bilingualNameFields = {
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
};

export const collectionSchema = yup.object({
  categoryId: yup.string().required(messageId('staff.collections.categoryRequired')),
  ...bilingualNameFields,
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

/** The server names a refused field as the mutation's input does (`name.th`); the form's own names. */
export const FIELD_OF_INPUT: Record<string, keyof CollectionValues> = {
  categoryId: 'categoryId',
  'name.th': 'nameTh',
  'name.en': 'nameEn',
  'description.th': 'descriptionTh',
  'description.en': 'descriptionEn',
  publishedOn: 'publishedOn',
  coverFileName: 'cover',
};

/** The lists of collections (public and staff) change with a created or edited one: they are asked again. */
export function dropCollectionLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'collectionCategories' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'collections' });
  cache.gc();
}
