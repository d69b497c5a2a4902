import * as yup from 'yup';
import { messageId } from '../../../i18n/catalog';

export interface ResetPasswordValues {
  password: string;
  passwordConfirm: string;
}

export const EMPTY_RESET_PASSWORD: ResetPasswordValues = { password: '', passwordConfirm: '' };

/** §5 / §9 reset password: at least 8 characters, equal to the confirmation. */
export const RESET_PASSWORD_MIN_LENGTH = 8;

export const resetPasswordSchema = yup.object({
  password: yup
    .string()
    .required(messageId('auth.rule.passwordMin'))
    .min(RESET_PASSWORD_MIN_LENGTH, messageId('auth.rule.passwordMin')),
  passwordConfirm: yup
    .string()
    .required(messageId('auth.rule.resetPasswordNotMatch'))
    .oneOf([yup.ref('password')], messageId('auth.rule.resetPasswordNotMatch')),
});
