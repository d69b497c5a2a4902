import * as yup from 'yup';
import { messageId } from '../../../i18n/catalog';

/** The add-new-tag dialog: the name must not be empty before it is sent (§5). */
export const newTagSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(messageId('portfolioEditor.tagNameRequired'))
    .max(100, messageId('portfolioEditor.tagNameTooLong')),
});

export type NewTagValues = yup.InferType<typeof newTagSchema>;
