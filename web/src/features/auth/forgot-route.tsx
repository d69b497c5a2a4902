import { useMutation } from '@apollo/client/react';
import { getFragmentData, graphql } from '../../graphql/generated';
import { useDialog } from '../../components/dialog';
import { AuthLayout, BackToLogin, FormFooter, InfoPanel, SubmitButton } from './auth-layout';
import { EmailField, Form, useAuthForm } from './form-fields';
import { EMPTY_FORGOT, forgotSchema, type ForgotValues } from './forms/forgot-schema';
import { AccountActionResult_payload, failureMessage, useServerMessage } from './server-message';
import { useText } from '../../i18n/use-text';
import { usePageHead } from '../../components/page-head';

const ForgotPasswordMutation = graphql(`
  mutation ForgotPasswordMutation($email: String!) {
    forgotPassword(email: $email) {
      ...AccountActionResult_payload
    }
  }
`);

/** /forgot: asks for a reset link by e-mail; the answer is the server's message in a warning dialog (§8). */
export default function ForgotRoute() {
  const text = useText();
  const serverMessage = useServerMessage();
  usePageHead({ title: text('auth.forgot.title'), description: text('auth.forgot.subtitle'), noindex: true });
  const dialog = useDialog();
  const [forgotPassword] = useMutation(ForgotPasswordMutation);

  const { formik, field } = useAuthForm<ForgotValues>('forgot', {
    initialValues: EMPTY_FORGOT,
    validationSchema: forgotSchema,
    async onSubmit(values) {
      let message: string;
      try {
        const result = await forgotPassword({ variables: { email: values.email.trim() } });
        const payload = getFragmentData(AccountActionResult_payload, result.data?.forgotPassword);
        message = serverMessage(payload, text('auth.forgot.failed'));
      } catch (error) {
        message = failureMessage(error, text, 'auth.forgot.failed');
      }
      await dialog.alert({ kind: 'warning', title: message });
    },
  });

  return (
    <AuthLayout
      title={text('auth.forgot.title')}
      subtitle={text('auth.forgot.subtitle')}
      aside={<InfoPanel topic="forgot" />}
    >
      <Form noValidate onSubmit={formik.handleSubmit}>
        <EmailField {...field('email')} />
        <SubmitButton messages="auth.forgot" busy={formik.isSubmitting} />
      </Form>
      <FormFooter>
        <BackToLogin />
      </FormFooter>
    </AuthLayout>
  );
}
