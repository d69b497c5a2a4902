import * as yup from 'yup';
import { messageId } from '../../../i18n/catalog';
import { emailAddress } from '../../../lib/email-address';

export interface ForgotValues {
  email: string;
}

export const EMPTY_FORGOT: ForgotValues = { email: '' };

/** §5 forgot password: the e-mail must match the standard pattern, else 'Invalid email' (empty too). */
export const forgotSchema = yup.object({
  email: emailAddress(
    yup.string().trim().required(messageId('auth.rule.invalidEmail')),
    messageId('auth.rule.invalidEmail'),
  ),
});
