import { useMutation } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { getFragmentData, graphql } from '../../graphql/generated';
import { paths } from '../../config/paths';
import { useDialog } from '../../components/dialog';
import { AuthLayout, BackToLogin, FormFooter, InfoPanel, SubmitButton, TextLink } from './auth-layout';
import { Form, PasswordField, useAuthForm } from './form-fields';
import {
  EMPTY_RESET_PASSWORD,
  resetPasswordSchema,
  type ResetPasswordValues,
} from './forms/reset-password-schema';
import { AccountActionResult_payload, failureMessage, useServerMessage } from './server-message';
import { useText } from '../../i18n/use-text';
import { usePageHead } from '../../components/page-head';

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
  const serverMessage = useServerMessage();
  usePageHead({ title: text('auth.reset.title'), description: text('auth.reset.subtitle'), noindex: true });
  const dialog = useDialog();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [resetPassword] = useMutation(ResetPasswordMutation);

  const { formik, field, valid } = useAuthForm<ResetPasswordValues>('reset', {
    initialValues: EMPTY_RESET_PASSWORD,
    validationSchema: resetPasswordSchema,
    async onSubmit(values) {
      try {
        const result = await resetPassword({
          variables: { input: { token, password: values.password, passwordConfirm: values.passwordConfirm } },
        });
        const payload = getFragmentData(AccountActionResult_payload, result.data?.resetPassword);
        if (payload?.success) {
          void dialog.alert({
            kind: 'success',
            title: text('auth.reset.success'),
            text: text('auth.reset.successText'),
          });
          navigate(paths.login, { replace: true });
          return;
        }
        // The server's own words: an expired or used link, or a refused password.
        void dialog.alert({ kind: 'error', title: serverMessage(payload, text('auth.reset.failed')) });
      } catch (error) {
        void dialog.alert({ kind: 'error', title: failureMessage(error, text, 'auth.reset.failed') });
      }
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
