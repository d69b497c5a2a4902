import * as yup from 'yup';

/** The add-new-tag dialog: the name must not be empty before it is sent (§5). */
export const newTagSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required('portfolioEditor.tagNameRequired')
    .max(100, 'portfolioEditor.tagNameTooLong'),
});

export type NewTagValues = yup.InferType<typeof newTagSchema>;
