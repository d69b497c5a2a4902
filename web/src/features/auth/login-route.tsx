import { useMutation, useQuery } from '@apollo/client/react';
import { useFormik } from 'formik';
import { Link, Navigate, useLocation } from 'react-router';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import { paths } from '../../config/paths';
import { useDialog } from '../../components/dialog';
import { OutlineButton } from '../../components/button';
import { AuthLayout, FormFooter, InfoPanel, SubmitButton, TextLink } from './auth-layout';
import { Checkbox, Form, TextField, useFieldProps } from './form-fields';
import { FacebookLoginButton } from './facebook-login-button';
import { EMPTY_LOGIN, loginSchema, type LoginValues } from './forms/login-schema';
import { returnPath, useFinishSignIn } from './use-finish-sign-in';
import { useText } from './use-text';

const LoginRouteQuery = graphql(`
  query LoginRouteQuery {
    viewer {
      id
    }
    facebookAppId
  }
`);

const LoginMemberMutation = graphql(`
  mutation LoginMember($input: LoginInput!) {
    login(input: $input) {
      viewer {
        id
      }
      errors {
        field
        message
      }
    }
  }
`);

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 4px 16px;
  margin-top: -6px;
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: 14px;
  margin: 4px 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.88rem;
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.line};
  }
`;

/** /login: e-mail and password with remember me, Facebook when configured, and the ways on (§2, §5, §8). */
export default function LoginRoute() {
  const text = useText();
  const dialog = useDialog();
  const location = useLocation();
  const { data } = useQuery(LoginRouteQuery);
  const [login] = useMutation(LoginMemberMutation);
  const { finishing, finish } = useFinishSignIn();
  const destination = returnPath(location.state);
  const registeredEmail = (location.state as { email?: unknown } | null)?.email;

  const formik = useFormik<LoginValues>({
    initialValues: { ...EMPTY_LOGIN, email: typeof registeredEmail === 'string' ? registeredEmail : '' },
    validationSchema: loginSchema,
    async onSubmit(values) {
      try {
        const result = await login({
          variables: {
            input: { email: values.email.trim(), password: values.password, rememberMe: values.rememberMe },
          },
        });
        const payload = result.data?.login;
        if (payload?.viewer) return await finish(destination);
        // §8: a refused login (401, 403, 404) shows the server's message.
        void dialog.alert({ kind: 'error', title: payload?.errors[0]?.message ?? text('auth.login.failed') });
      } catch {
        void dialog.alert({ kind: 'error', title: text('auth.login.failed') });
      }
    },
  });
  const field = useFieldProps(formik, 'login');
  const valid = loginSchema.isValidSync(formik.values);

  // A member who is already signed in has nothing to do here (§2).
  if (data?.viewer && !finishing) return <Navigate to={paths.home} replace />;

  return (
    <AuthLayout
      title={text('auth.login.title')}
      subtitle={text('auth.login.subtitle')}
      aside={
        <InfoPanel
          kicker={text('auth.info.kicker')}
          title={text('auth.info.login.title')}
          text={text('auth.info.login.text')}
          points={[
            text('auth.info.login.point1'),
            text('auth.info.login.point2'),
            text('auth.info.login.point3'),
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
        <TextField
          label={text('auth.field.password')}
          type="password"
          autoComplete="current-password"
          revealable
          {...field('password')}
        />
        <Options>
          <Checkbox
            label={text('auth.login.rememberMe')}
            {...formik.getFieldProps({ name: 'rememberMe', type: 'checkbox' })}
          />
          <TextLink as={Link} to={paths.forgot}>
            {text('auth.login.forgot')}
          </TextLink>
        </Options>
        <SubmitButton type="submit" disabled={!valid || formik.isSubmitting || finishing}>
          {text(formik.isSubmitting || finishing ? 'auth.login.submitting' : 'auth.login.submit')}
        </SubmitButton>
        {data?.facebookAppId ? (
          <>
            <Divider>{text('auth.login.or')}</Divider>
            <FacebookLoginButton
              appId={data.facebookAppId}
              rememberMe={formik.values.rememberMe}
              onSignedIn={() => finish(paths.home)}
            />
          </>
        ) : null}
      </Form>
      <FormFooter>
        <span>{text('auth.login.noAccount')}</span>
        <OutlineButton as={Link} to={paths.register}>
          {text('auth.login.register')}
        </OutlineButton>
      </FormFooter>
    </AuthLayout>
  );
}
