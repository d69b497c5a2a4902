import { useMutation, useQuery } from '@apollo/client/react';
import { useFormik } from 'formik';
import { Link, Navigate, useNavigate } from 'react-router';
import { graphql } from '../../graphql/generated';
import { paths } from '../../config/paths';
import { useDialog } from '../../components/dialog';
import { OutlineButton } from '../../components/button';
import { AuthLayout, FormFooter, InfoPanel, SubmitButton } from './auth-layout';
import { FieldPair, Form, TextField, useFieldProps } from './form-fields';
import { EMPTY_REGISTER, registerSchema, type RegisterValues } from './forms/register-schema';
import { useText } from './use-text';

const RegisterRouteQuery = graphql(`
  query RegisterRouteQuery {
    viewer {
      id
    }
  }
`);

const RegisterMemberMutation = graphql(`
  mutation RegisterMember($input: RegisterInput!) {
    register(input: $input) {
      success
      message
      errors {
        field
        message
      }
    }
  }
`);

/** /register: the registration form (§2, §5); success sends the member to verify their e-mail (§8). */
export default function RegisterRoute() {
  const text = useText();
  const dialog = useDialog();
  const navigate = useNavigate();
  const { data } = useQuery(RegisterRouteQuery);
  const [register] = useMutation(RegisterMemberMutation);

  const formik = useFormik<RegisterValues>({
    initialValues: EMPTY_REGISTER,
    validationSchema: registerSchema,
    async onSubmit(values) {
      const email = values.email.trim();
      try {
        const result = await register({
          variables: {
            input: {
              firstNameTh: values.firstNameTh.trim(),
              lastNameTh: values.lastNameTh.trim(),
              mobileNumber: values.mobileNumber.trim(),
              email,
              password: values.password,
              passwordConfirm: values.passwordConfirm,
            },
          },
        });
        const payload = result.data?.register;
        if (payload?.success) {
          // The dialog sits above the router: it stays open over /login, where the e-mail is filled in.
          void dialog.alert({ kind: 'success', title: text('auth.register.success') });
          navigate(paths.login, { state: { email } });
          return;
        }
        void dialog.alert({
          kind: 'warning',
          title: payload?.message ?? payload?.errors[0]?.message ?? text('auth.register.failed'),
        });
      } catch {
        void dialog.alert({ kind: 'warning', title: text('auth.register.failed') });
      }
    },
  });
  const field = useFieldProps(formik, 'register');
  const valid = registerSchema.isValidSync(formik.values);

  // A member who is already signed in has nothing to do here (§2).
  if (data?.viewer) return <Navigate to={paths.home} replace />;

  return (
    <AuthLayout
      title={text('auth.register.title')}
      subtitle={text('auth.register.subtitle')}
      aside={
        <InfoPanel
          kicker={text('auth.info.kicker')}
          title={text('auth.info.register.title')}
          text={text('auth.info.register.text')}
          numbered
          points={[
            text('auth.info.register.point1'),
            text('auth.info.register.point2'),
            text('auth.info.register.point3'),
          ]}
        />
      }
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
          <TextField
            label={text('auth.field.email')}
            type="email"
            autoComplete="email"
            placeholder={text('auth.field.emailPlaceholder')}
            {...field('email')}
          />
        </FieldPair>
        <FieldPair>
          <TextField
            label={text('auth.field.password')}
            type="password"
            autoComplete="new-password"
            revealable
            {...field('password')}
          />
          <TextField
            label={text('auth.field.passwordConfirm')}
            type="password"
            autoComplete="new-password"
            revealable
            {...field('passwordConfirm')}
          />
        </FieldPair>
        <SubmitButton type="submit" disabled={!valid || formik.isSubmitting}>
          {text(formik.isSubmitting ? 'auth.register.submitting' : 'auth.register.submit')}
        </SubmitButton>
      </Form>
      <FormFooter>
        <span>{text('auth.register.haveAccount')}</span>
        <OutlineButton as={Link} to={paths.login}>
          {text('auth.register.login')}
        </OutlineButton>
      </FormFooter>
    </AuthLayout>
  );
}
