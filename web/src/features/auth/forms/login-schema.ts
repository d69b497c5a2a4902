import * as yup from 'yup';
import { messageId } from '../../../i18n/catalog';
import { emailAddress } from '../../../lib/email-address';

/** The login form (§3 login payload). */
export interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

export const EMPTY_LOGIN: LoginValues = { email: '', password: '', rememberMe: false };

/** §5 login rules; messages are catalogue ids ('E-mail is required', 'E-mail must be valid', 'The Field is required'). */
export const loginSchema = yup.object({
  email: emailAddress(
    yup.string().trim().required(messageId('auth.rule.emailRequired')),
    messageId('auth.rule.emailInvalid'),
  ),
  password: yup.string().required(messageId('auth.rule.fieldRequired')),
  rememberMe: yup.boolean(),
});
