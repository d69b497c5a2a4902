import { useQuery } from '@apollo/client/react';
import { Navigate, useNavigate } from 'react-router';
import { getFragmentData, graphql } from '../../graphql/generated';
import { paths } from '../../config/paths';
import { AuthLayout, FooterButton, FormFooter, InfoPanel, SubmitButton } from './auth-layout';
import { EmailField, FieldPair, Form, PasswordField, TextField, useAuthForm } from './form-fields';
import { EMPTY_REGISTER, registerSchema, type RegisterValues } from './forms/register-schema';
import { AccountActionResult_payload, useAccountWrite } from './use-account-write';
import { useText } from '../../i18n/use-text';
import { useUnlistedPageHead } from '../../components/page-head';
import { routeQuery, type RouteQueries } from '../../lib/route-queries';

const RegisterRouteQuery = graphql(`
  query RegisterRouteQuery {
    viewer {
      id
    }
  }
`);

const RegisterMutation = graphql(`
  mutation RegisterMutation($input: RegisterInput!) {
    register(input: $input) {
      ...AccountActionResult_payload
    }
  }
`);

export const routeQueries: RouteQueries = () => [routeQuery(RegisterRouteQuery)];

/** /register: the registration form (§2, §5); success sends the member to verify their e-mail (§8). */
export default function RegisterRoute() {
  const text = useText();
  useUnlistedPageHead('auth.register.title', 'auth.register.subtitle');
  const navigate = useNavigate();
  const { data } = useQuery(RegisterRouteQuery);
  const { send: register } = useAccountWrite(RegisterMutation, {
    payload: (answer) => getFragmentData(AccountActionResult_payload, answer.register),
    accepted: (payload) => payload.success,
    tone: 'warning',
  });

  const { formik, field, valid } = useAuthForm<RegisterValues>('register', {
    initialValues: EMPTY_REGISTER,
    validationSchema: registerSchema,
    async onSubmit(values) {
      const email = values.email.trim();
      const outcome = await register(
        {
          input: {
            firstNameTh: values.firstNameTh.trim(),
            lastNameTh: values.lastNameTh.trim(),
            mobileNumber: values.mobileNumber.trim(),
            email,
            password: values.password,
            passwordConfirm: values.passwordConfirm,
          },
        },
        text('auth.register.failed'),
        { tone: 'success', message: text('auth.register.success') },
      );
      // The dialog sits above the router: it stays open over /login, where the e-mail is filled in.
      if (outcome.ok) navigate(paths.login, { state: { email } });
    },
  });

  // A member who is already signed in has nothing to do here (§2).
  if (data?.viewer) return <Navigate to={paths.home} replace />;

  return (
    <AuthLayout
      title={text('auth.register.title')}
      subtitle={text('auth.register.subtitle')}
      aside={<InfoPanel topic="register" kicker numbered />}
    >
      <Form noValidate onSubmit={formik.handleSubmit}>
        <FieldPair>
          <TextField
            label={text('auth.field.firstName')}
            autoComplete="given-name"
            {...field('firstNameTh')}
          />
          <TextField
            label={text('auth.field.lastName')}
            autoComplete="family-name"
            {...field('lastNameTh')}
          />
        </FieldPair>
        <FieldPair>
          <TextField
            label={text('auth.field.mobileNumber')}
            type="tel"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="tel"
            hint={text('auth.field.mobileHint')}
            {...field('mobileNumber')}
            // §5: a numeric field; anything but digits is dropped as it is typed or pasted.
            onChange={(event) =>
              void formik.setFieldValue('mobileNumber', event.target.value.replace(/\D/g, ''))
            }
          />
          <EmailField {...field('email')} />
        </FieldPair>
        <FieldPair>
          <PasswordField label={text('auth.field.password')} {...field('password')} />
          <PasswordField label={text('auth.field.passwordConfirm')} {...field('passwordConfirm')} />
        </FieldPair>
        <SubmitButton messages="auth.register" busy={formik.isSubmitting} invalid={!valid} />
      </Form>
      <FormFooter>
        <span>{text('auth.register.haveAccount')}</span>
        <FooterButton to={paths.login}>{text('auth.register.login')}</FooterButton>
      </FormFooter>
    </AuthLayout>
  );
}
