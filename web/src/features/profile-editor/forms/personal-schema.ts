import * as yup from 'yup';
import { messageId } from '../../../i18n/catalog';
import type { ProfileInput } from '../../../graphql/generated/graphql';

/** The personal section as the form holds it: every text field a string, pictures by stored file name. */
export type PersonalValues = {
  firstNameTh: string;
  lastNameTh: string;
  firstNameEn: string;
  lastNameEn: string;
  city: string;
  brandName: string;
  profession: string;
  designType: string;
  email: string;
  mobileNumber: string;
  website: string;
  domainName: string;
  facebook: string;
  instagram: string;
  pinterest: string;
  /** The `profile` upload kept with the profile ('' for none). */
  pictureFileName: string;
  /** The `cover` upload kept with the profile ('' for none). */
  coverFileName: string;
};

export const EMPTY_PERSONAL: PersonalValues = {
  firstNameTh: '',
  lastNameTh: '',
  firstNameEn: '',
  lastNameEn: '',
  city: '',
  brandName: '',
  profession: '',
  designType: '',
  email: '',
  mobileNumber: '',
  website: '',
  domainName: '',
  facebook: '',
  instagram: '',
  pinterest: '',
  pictureFileName: '',
  coverFileName: '',
};

/** The message of a failed check: 'validate-field' in both languages (§5, §8), a catalogue id. */
export const VALIDATE_FIELD = messageId('profileEditor.validateField');

/** The fields §5 requires (marked * on the form). */
export const REQUIRED_PERSONAL_FIELDS = ['firstNameTh', 'lastNameTh', 'email', 'domainName'] as const;

export type RequiredPersonalField = (typeof REQUIRED_PERSONAL_FIELDS)[number];

const required = () => yup.string().trim().required(VALIDATE_FIELD);

/**
 * §5: the Thai first and last name, the e-mail and the domain name must not be empty. Only emptiness is
 * checked (the spec's e-mail format rule exists but the profile form does not apply it); the server
 * checks the rest (domain name format and uniqueness) and answers its own messages.
 */
export const personalSchema = yup.object({
  firstNameTh: required(),
  lastNameTh: required(),
  email: required(),
  domainName: required(),
});

/** The required fields left empty, in form order; none means the section may be saved. */
export function missingPersonalFields(
  values: Pick<PersonalValues, RequiredPersonalField>,
): RequiredPersonalField[] {
  try {
    personalSchema.validateSync(values, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const paths = new Set(error.inner.map((inner) => inner.path));
    return REQUIRED_PERSONAL_FIELDS.filter((field) => paths.has(field));
  }
}

/** The mutation input of the personal section: texts trimmed, pictures as stored names ('' for none). */
export function personalInput(values: PersonalValues): ProfileInput {
  const trimmed = trimAll(values);
  // The server keeps domain names in lower case.
  return { ...trimmed, domainName: trimmed.domainName.toLowerCase() };
}

function trimAll<T extends Record<string, string>>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value.trim()])) as T;
}
