import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../graphql/generated';
import { paths } from '../../config/paths';
import { useDialog } from '../../components/dialog';
import { OutlineButton } from '../../components/button';
import { AuthLayout, FormFooter, InfoPanel, SubmitButton, TextLink } from './auth-layout';
import { Form, TextField, useFieldProps } from './form-fields';
import {
  EMPTY_RESET_PASSWORD,
  resetPasswordSchema,
  type ResetPasswordValues,
} from './forms/reset-password-schema';
import { useText } from './use-text';

const ResetMemberPasswordMutation = graphql(`
  mutation ResetMemberPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      success
      message
      errors {
        field
        message
      }
    }
  }
`);

/** /reset-password?token: a new password of 8 characters or more, then on to /login (§5, §8). */
export default function ResetPasswordRoute() {
  const text = useText();
  const dialog = useDialog();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [resetPassword] = useMutation(ResetMemberPasswordMutation);

  const formik = useFormik<ResetPasswordValues>({
    initialValues: EMPTY_RESET_PASSWORD,
    validationSchema: resetPasswordSchema,
    async onSubmit(values) {
      try {
        const result = await resetPassword({
          variables: { input: { token, password: values.password, passwordConfirm: values.passwordConfirm } },
        });
        const payload = result.data?.resetPassword;
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
        void dialog.alert({
          kind: 'error',
          title: payload?.message ?? payload?.errors[0]?.message ?? text('auth.reset.failed'),
        });
      } catch {
        void dialog.alert({ kind: 'error', title: text('auth.reset.failed') });
      }
    },
  });
  const field = useFieldProps(formik, 'reset');
  const valid = resetPasswordSchema.isValidSync(formik.values);

  return (
    <AuthLayout
      title={text('auth.reset.title')}
      subtitle={text('auth.reset.subtitle')}
      aside={
        <InfoPanel
          title={text('auth.info.reset.title')}
          text={text('auth.info.reset.text')}
          points={[
            text('auth.info.reset.point1'),
            text('auth.info.reset.point2'),
            text('auth.info.reset.point3'),
          ]}
        />
      }
    >
      <Form noValidate onSubmit={formik.handleSubmit}>
        <TextField
          label={text('auth.reset.password')}
          type="password"
          autoComplete="new-password"
          revealable
          hint={text('auth.reset.passwordHint')}
          {...field('password')}
        />
        <TextField
          label={text('auth.reset.passwordConfirm')}
          type="password"
          autoComplete="new-password"
          revealable
          {...field('passwordConfirm')}
        />
        <SubmitButton type="submit" disabled={!valid || formik.isSubmitting}>
          {text(formik.isSubmitting ? 'auth.reset.submitting' : 'auth.reset.submit')}
        </SubmitButton>
      </Form>
      <FormFooter>
        <OutlineButton as={Link} to={paths.login}>
          ← {text('auth.forgot.back')}
        </OutlineButton>
        <TextLink as={Link} to={paths.forgot}>
          {text('auth.reset.newLink')}
        </TextLink>
      </FormFooter>
    </AuthLayout>
  );
}
