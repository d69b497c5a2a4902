import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import type { ContactReason } from '../../graphql/generated/graphql';
import { Container, PageTitle, SectionTitle } from '../../components/layout/container';
import { OutlineButton, PrimaryButton } from '../../components/button';
import { FieldError, FormField } from '../../components/form-field';
import { media } from '../../styles/theme';
import { tooManyAttempts } from '../../i18n/common-messages';
import { retryAfterOf } from '../../lib/rate-limited';
import { ContactMap } from './contact-map';
import { useText } from '../../i18n/use-text';
import type { MessageId } from '../../i18n/catalog';
import { messageId, messageIdOf } from '../../i18n/catalog';

const SendContactMessageMutation = graphql(`
  mutation SendContactMessageMutation($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      sent
      errors {
        field
        message
      }
    }
  }
`);

/** The contact reasons in the legacy order (§9: 1 General Contact … 4 Other). */
const REASONS: ContactReason[] = ['GENERAL_CONTACT', 'SUGGESTION', 'WEBSITE_COMMENT', 'OTHER'];

export const ADDRESS = 'National Design Centre, Rama IV Road, Bang Rak, Bangkok 10500';
export const PHONE = '02-123-4567';
export const EMAIL = 'hello@portfolio.example';

interface ContactValues {
  name: string;
  email: string;
  phoneNumber: string;
  reason: ContactReason | '';
  detail: string;
}

const EMPTY: ContactValues = { name: '', email: '', phoneNumber: '', reason: '', detail: '' };

// Messages are catalogue ids; the form shows them in the current language.
const schema = yup.object({
  name: yup.string().trim().required(messageId('contact.nameRequired')),
  email: yup
    .string()
    .trim()
    .required(messageId('contact.emailRequired'))
    .email(messageId('contact.emailInvalid')),
  phoneNumber: yup.string(),
  reason: yup.string(),
  detail: yup.string().trim().required(messageId('contact.detailRequired')),
});

const Subtitle = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Layout = styled.div`
  display: grid;
  gap: 24px;
  margin-bottom: 48px;
  ${media.large} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    align-items: start;
  }
`;

const Panel = styled.section`
  background: ${({ theme }) => theme.colors.paper};
  border-radius: ${({ theme }) => theme.radius.large};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: clamp(16px, 3vw, 32px);
  min-width: 0;
  h2 {
    margin: 0 0 16px;
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 10px 16px;
  margin: 20px 0;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const MapLink = styled(OutlineButton).attrs({ as: 'a' })``;

const Form = styled.form`
  display: grid;
  gap: 16px;
  ${media.medium} {
    grid-template-columns: 1fr 1fr;
  }
  .wide {
    grid-column: 1 / -1;
  }
`;

const Field = styled(FormField)`
  textarea {
    min-height: 140px;
  }
`;

const Notice = styled.p<{ $tone: 'error' | 'success' }>`
  margin: 0;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.medium};
  font-weight: 600;
  background: ${({ $tone }) => ($tone === 'error' ? '#fdecec' : '#e6f5ec')};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.rejected : theme.colors.approved)};
`;

/** A catalogue message above the form, with its values. */
interface FormNotice {
  id: MessageId;
  values?: Record<string, number>;
}

/** What a failed send says: how long to wait after too many messages (RATE_LIMITED), else that it failed. */
function sendFailure(error: unknown): FormNotice {
  const wait = retryAfterOf(error);
  return wait === undefined ? { id: 'contact.sendError' } : tooManyAttempts(wait);
}

/** /contact: map, address details and the contact form (§2, §5). */
export default function ContactRoute() {
  const intl = useIntl();
  const text = useText();
  const [send] = useMutation(SendContactMessageMutation);
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const sent = notice?.id === 'contact.sent';

  const formik = useFormik<ContactValues>({
    initialValues: EMPTY,
    validationSchema: schema,
    async onSubmit(values, helpers) {
      setNotice(null);
      try {
        const result = await send({
          variables: {
            input: {
              name: values.name.trim(),
              email: values.email.trim(),
              phoneNumber: values.phoneNumber.trim() || null,
              reason: values.reason || null,
              detail: values.detail.trim(),
            },
          },
        });
        if (result.data?.sendContactMessage.sent) {
          helpers.resetForm();
          setNotice({ id: 'contact.sent' });
        } else setNotice({ id: 'contact.sendError' });
      } catch (error) {
        setNotice(sendFailure(error));
      }
    },
  });

  function fieldProps(name: keyof ContactValues) {
    const shown = formik.touched[name] && formik.errors[name];
    return {
      id: `contact-${name}`,
      ...formik.getFieldProps(name),
      'aria-invalid': shown ? true : undefined,
      'aria-describedby': shown ? `contact-${name}-error` : undefined,
    };
  }

  function errorOf(name: keyof ContactValues) {
    const error = formik.touched[name] ? formik.errors[name] : undefined;
    return error ? <FieldError id={`contact-${name}-error`}>{text(messageIdOf(error))}</FieldError> : null;
  }

  return (
    <Container>
      <PageTitle>{text('contact.title')}</PageTitle>
      <Subtitle>{text('contact.subtitle')}</Subtitle>
      <Layout>
        <Panel aria-labelledby="contact-address-title">
          <ContactMap />
          <SectionTitle id="contact-address-title" style={{ margin: '20px 0 0' }}>
            {text('contact.organisation')}
          </SectionTitle>
          <Details>
            <dt>{text('contact.addressTitle')}</dt>
            <dd>{text('contact.address')}</dd>
            <dt>{text('contact.phone')}</dt>
            <dd>
              <a href={`tel:${PHONE.replace(/-/g, '')}`}>{PHONE}</a>
            </dd>
            <dt>{text('contact.email')}</dt>
            <dd>
              <a href={`mailto:${EMAIL}`}>{EMAIL}</a>
            </dd>
            <dt>{text('contact.hours')}</dt>
            <dd>{text('contact.hoursValue')}</dd>
          </Details>
          <MapLink
            href={`https://maps.google.com/?q=${encodeURIComponent(ADDRESS)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {text('contact.openMap')}
          </MapLink>
        </Panel>
        <Panel aria-labelledby="contact-form-title">
          <SectionTitle id="contact-form-title">{text('contact.formTitle')}</SectionTitle>
          <Form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void formik.validateForm().then((errors) => {
                if (Object.keys(errors).length > 0) setNotice({ id: 'contact.incomplete' });
              });
              formik.handleSubmit();
            }}
          >
            {notice ? (
              <div className="wide" role={sent ? 'status' : 'alert'}>
                <Notice $tone={sent ? 'success' : 'error'}>
                  {intl.formatMessage({ id: notice.id }, notice.values)}
                </Notice>
              </div>
            ) : null}
            <Field>
              <label htmlFor="contact-name">{text('contact.name')}</label>
              <input type="text" autoComplete="name" {...fieldProps('name')} />
              {errorOf('name')}
            </Field>
            <Field>
              <label htmlFor="contact-email">{text('contact.emailField')}</label>
              <input type="email" autoComplete="email" {...fieldProps('email')} />
              {errorOf('email')}
            </Field>
            <Field>
              <label htmlFor="contact-phoneNumber">{text('contact.phoneField')}</label>
              <input type="tel" autoComplete="tel" {...fieldProps('phoneNumber')} />
            </Field>
            <Field>
              <label htmlFor="contact-reason">{text('contact.reason')}</label>
              <select {...fieldProps('reason')}>
                <option value="">{text('contact.reasonNone')}</option>
                {REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {text(`contact.reason.${reason}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field className="wide">
              <label htmlFor="contact-detail">{text('contact.detail')}</label>
              <textarea {...fieldProps('detail')} />
              {errorOf('detail')}
            </Field>
            <div className="wide">
              <PrimaryButton type="submit" disabled={formik.isSubmitting}>
                {text(formik.isSubmitting ? 'contact.sending' : 'contact.submit')}
              </PrimaryButton>
            </div>
          </Form>
        </Panel>
      </Layout>
    </Container>
  );
}
