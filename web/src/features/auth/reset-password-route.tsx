import { Link, useNavigate, useSearchParams } from 'react-router';
import { getFragmentData, graphql } from '../../graphql/generated';
import { paths } from '../../config/paths';
import { AuthLayout, BackToLogin, FormFooter, InfoPanel, SubmitButton, TextLink } from './auth-layout';
import { Form, PasswordField, useAuthForm } from './form-fields';
import {
  EMPTY_RESET_PASSWORD,
  resetPasswordSchema,
  type ResetPasswordValues,
} from './forms/reset-password-schema';
import { AccountActionResult_payload, useAccountWrite } from './use-account-write';
import { useText } from '../../i18n/use-text';
import { useUnlistedPageHead } from '../../components/page-head';

const ResetPasswordMutation = graphql(`
  mutation ResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      ...AccountActionResult_payload
    }
  }
`);

/** /reset-password?token: a new password of 8 characters or more, then on to /login (§5, §8). */
export default function ResetPasswordRoute() {
  const text = useText();
  useUnlistedPageHead('auth.reset.title', 'auth.reset.subtitle');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { send: resetPassword } = useAccountWrite(ResetPasswordMutation, {
    payload: (answer) => getFragmentData(AccountActionResult_payload, answer.resetPassword),
    accepted: (payload) => payload.success,
    tone: 'error',
  });

  const { formik, field, valid } = useAuthForm<ResetPasswordValues>('reset', {
    initialValues: EMPTY_RESET_PASSWORD,
    validationSchema: resetPasswordSchema,
    async onSubmit(values) {
      // A refusal is the server's own words: an expired or used link, or a refused password.
      const outcome = await resetPassword(
        { input: { token, password: values.password, passwordConfirm: values.passwordConfirm } },
        text('auth.reset.failed'),
        { tone: 'success', message: text('auth.reset.success'), detail: text('auth.reset.successText') },
      );
      if (outcome.ok) navigate(paths.login, { replace: true });
    },
  });

  return (
    <AuthLayout
      title={text('auth.reset.title')}
      subtitle={text('auth.reset.subtitle')}
      aside={<InfoPanel topic="reset" />}
    >
      <Form noValidate onSubmit={formik.handleSubmit}>
        <PasswordField
          label={text('auth.reset.password')}
          hint={text('auth.reset.passwordHint')}
          {...field('password')}
        />
        <PasswordField label={text('auth.reset.passwordConfirm')} {...field('passwordConfirm')} />
        <SubmitButton messages="auth.reset" busy={formik.isSubmitting} invalid={!valid} />
      </Form>
      <FormFooter>
        <BackToLogin />
        <TextLink as={Link} to={paths.forgot}>
          {text('auth.reset.newLink')}
        </TextLink>
      </FormFooter>
    </AuthLayout>
  );
}
