import type { KeyboardEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, Navigate, useLocation } from 'react-router';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import { paths } from '../../config/paths';
import { useDialog } from '../../components/dialog';
import { SpreadRow } from '../../components/layout/container';
import { AuthLayout, FooterButton, FormFooter, InfoPanel, SubmitButton, TextLink } from './auth-layout';
import { Checkbox, EmailField, Form, PasswordField, useAuthForm } from './form-fields';
import { FacebookLoginButton } from './facebook-login-button';
import { EMPTY_LOGIN, loginSchema, type LoginValues } from './forms/login-schema';
import { useAccountWrite } from './use-account-write';
import { returnPath, useFinishSignIn } from './use-finish-sign-in';
import { useText } from '../../i18n/use-text';
import { useUnlistedPageHead } from '../../components/page-head';
import { routeQuery, type RouteQueries } from '../../lib/route-queries';

const LoginRouteQuery = graphql(`
  query LoginRouteQuery {
    viewer {
      id
    }
    facebookAppId
  }
`);

const LoginMutation = graphql(`
  mutation LoginMutation($input: LoginInput!) {
    login(input: $input) {
      viewer {
        id
      }
      errors {
        ...UserErrors
      }
    }
  }
`);

const Options = styled(SpreadRow)`
  align-items: center;
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

export const routeQueries: RouteQueries = () => [routeQuery(LoginRouteQuery)];

/** /login: e-mail and password with remember me, Facebook when configured, and the ways on (§2, §5, §8). */
export default function LoginRoute() {
  const text = useText();
  useUnlistedPageHead('auth.login.title', 'auth.login.subtitle');
  const dialog = useDialog();
  const location = useLocation();
  const { data } = useQuery(LoginRouteQuery);
  const { send: login } = useAccountWrite(LoginMutation, {
    payload: (answer) => answer.login,
    accepted: (payload) => Boolean(payload.viewer),
    tone: 'error',
  });
  const { finishing, finish } = useFinishSignIn();
  const destination = returnPath(location.state);
  const registeredEmail = (location.state as { email?: unknown } | null)?.email;

  const { formik, field, checkbox, valid } = useAuthForm<LoginValues>('login', {
    initialValues: { ...EMPTY_LOGIN, email: typeof registeredEmail === 'string' ? registeredEmail : '' },
    validationSchema: loginSchema,
    async onSubmit(values) {
      // §8: a refused login (401, 403, 404) shows the server's message.
      const outcome = await login(
        { input: { email: values.email.trim(), password: values.password, rememberMe: values.rememberMe } },
        text('auth.login.failed'),
      );
      if (outcome.ok) await finish(destination);
    },
  });

  /**
   * Enter in a field while the button is still disabled submits nothing (HTML's implicit submission needs an
   * enabled button), so a missing e-mail or password gets §5's other login message instead.
   */
  function enterWithMissingFields(event: KeyboardEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    if (event.key !== 'Enter' || target.tagName !== 'INPUT' || target.type === 'checkbox') return;
    if (formik.values.email.trim() && formik.values.password) return;
    event.preventDefault();
    void formik.setTouched({ email: true, password: true });
    void dialog.alert({ kind: 'warning', title: text('auth.login.missing') });
  }

  // A member who is already signed in has nothing to do here (§2).
  if (data?.viewer && !finishing) return <Navigate to={paths.home} replace />;

  return (
    <AuthLayout
      title={text('auth.login.title')}
      subtitle={text('auth.login.subtitle')}
      aside={<InfoPanel topic="login" kicker />}
    >
      <Form noValidate onSubmit={formik.handleSubmit} onKeyDown={enterWithMissingFields}>
        <EmailField {...field('email')} />
        <PasswordField
          label={text('auth.field.password')}
          autoComplete="current-password"
          {...field('password')}
        />
        <Options>
          <Checkbox label={text('auth.login.rememberMe')} {...checkbox('rememberMe')} />
          <TextLink as={Link} to={paths.forgot}>
            {text('auth.login.forgot')}
          </TextLink>
        </Options>
        <SubmitButton messages="auth.login" busy={formik.isSubmitting || finishing} invalid={!valid} />
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
        <FooterButton to={paths.register}>{text('auth.login.register')}</FooterButton>
      </FormFooter>
    </AuthLayout>
  );
}
