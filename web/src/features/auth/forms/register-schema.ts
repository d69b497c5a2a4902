import * as yup from 'yup';
import { messageId } from '../../../i18n/catalog';
import { emailAddress } from '../../../lib/email-address';

/** The registration form (§3 registration payload). */
export interface RegisterValues {
  firstNameTh: string;
  lastNameTh: string;
  mobileNumber: string;
  email: string;
  password: string;
  passwordConfirm: string;
}

export const EMPTY_REGISTER: RegisterValues = {
  firstNameTh: '',
  lastNameTh: '',
  mobileNumber: '',
  email: '',
  password: '',
  passwordConfirm: '',
};

const REQUIRED = messageId('auth.rule.fieldRequired');

/**
 * §5 register rules: every field required ('The Field is required'), e-mail x@y.z, mobile digits only,
 * password equal to its confirmation ('รหัสผ่านไม่ตรงกัน' / 'password not match'); no password length rule.
 */
export const registerSchema = yup.object({
  firstNameTh: yup.string().trim().required(REQUIRED),
  lastNameTh: yup.string().trim().required(REQUIRED),
  mobileNumber: yup.string().trim().required(REQUIRED).matches(/^\d+$/, messageId('auth.rule.mobileDigits')),
  email: emailAddress(yup.string().trim().required(REQUIRED), messageId('auth.rule.emailInvalid')),
  password: yup.string().required(REQUIRED),
  passwordConfirm: yup
    .string()
    .required(REQUIRED)
    .oneOf([yup.ref('password')], messageId('auth.rule.passwordNotMatch')),
});
