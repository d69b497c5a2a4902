import { getFragmentData, graphql } from '../../graphql/generated';
import { AuthLayout, BackToLogin, FormFooter, InfoPanel, SubmitButton } from './auth-layout';
import { EmailField, Form, useAuthForm } from './form-fields';
import { EMPTY_FORGOT, forgotSchema, type ForgotValues } from './forms/forgot-schema';
import { AccountActionResult_payload, useAccountWrite, useServerMessage } from './use-account-write';
import { useText } from '../../i18n/use-text';
import { useUnlistedPageHead } from '../../components/page-head';

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
  useUnlistedPageHead('auth.forgot.title', 'auth.forgot.subtitle');
  const { send: forgotPassword } = useAccountWrite(ForgotPasswordMutation, {
    payload: (answer) => getFragmentData(AccountActionResult_payload, answer.forgotPassword),
    accepted: (payload) => payload.success,
    tone: 'warning',
  });

  const { formik, field } = useAuthForm<ForgotValues>('forgot', {
    initialValues: EMPTY_FORGOT,
    validationSchema: forgotSchema,
    async onSubmit(values) {
      const failed = text('auth.forgot.failed');
      const outcome = await forgotPassword({ email: values.email.trim() }, failed, (payload) => ({
        tone: 'warning',
        message: serverMessage(payload, [], failed),
      }));
      await outcome.told;
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
