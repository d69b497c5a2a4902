import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { Link } from 'react-router';
import { graphql } from '../../graphql/generated';
import { paths } from '../../config/paths';
import { useDialog } from '../../components/dialog';
import { OutlineButton } from '../../components/button';
import { AuthLayout, FormFooter, InfoPanel, SubmitButton } from './auth-layout';
import { Form, TextField, useFieldProps } from './form-fields';
import { EMPTY_FORGOT, forgotSchema, type ForgotValues } from './forms/forgot-schema';
import { useText } from './use-text';

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    forgotPassword(email: $email) {
      success
      message
      errors {
        field
        message
      }
    }
  }
`);

/** /forgot: asks for a reset link by e-mail; the answer is the server's message in a warning dialog (§8). */
export default function ForgotRoute() {
  const text = useText();
  const dialog = useDialog();
  const [forgotPassword] = useMutation(RequestPasswordResetMutation);

  const formik = useFormik<ForgotValues>({
    initialValues: EMPTY_FORGOT,
    validationSchema: forgotSchema,
    async onSubmit(values) {
      let message: string;
      try {
        const result = await forgotPassword({ variables: { email: values.email.trim() } });
        const payload = result.data?.forgotPassword;
        message = payload?.message ?? payload?.errors[0]?.message ?? text('auth.forgot.failed');
      } catch {
        message = text('auth.forgot.failed');
      }
      await dialog.alert({ kind: 'warning', title: message });
    },
  });
  const field = useFieldProps(formik, 'forgot');

  return (
    <AuthLayout
      title={text('auth.forgot.title')}
      subtitle={text('auth.forgot.subtitle')}
      aside={
        <InfoPanel
          title={text('auth.info.forgot.title')}
          text={text('auth.info.forgot.text')}
          points={[
            text('auth.info.forgot.point1'),
            text('auth.info.forgot.point2'),
            text('auth.info.forgot.point3'),
          ]}
        />
      }
    >
      <Form noValidate onSubmit={formik.handleSubmit}>
        <TextField
          label={text('auth.field.email')}
          type="email"
          autoComplete="email"
          placeholder={text('auth.field.emailPlaceholder')}
          {...field('email')}
        />
        <SubmitButton type="submit" disabled={formik.isSubmitting}>
          {text(formik.isSubmitting ? 'auth.forgot.submitting' : 'auth.forgot.submit')}
        </SubmitButton>
      </Form>
      <FormFooter>
        <OutlineButton as={Link} to={paths.login}>
          ← {text('auth.forgot.back')}
        </OutlineButton>
      </FormFooter>
    </AuthLayout>
  );
}
