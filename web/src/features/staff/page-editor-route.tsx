import { lazy, Suspense, useId, useState } from 'react';
import { Link, NavLink, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useFormik, type FormikErrors } from 'formik';
import * as yup from 'yup';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import type { PageSlug } from '../../graphql/generated/graphql';
import { Container, PageSubtitle, PageTitle, SectionTitle } from '../../components/layout/container';
import { PrimaryButton } from '../../components/button';
import { FieldError, FormField } from '../../components/form-field';
import { EditorPlaceholder } from '../../components/rich-text/editor-placeholder';
import { LoadingOverlay, QueryState } from '../../components/status';
import { usePageHead } from '../../components/page-head';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { routeTo } from '../../config/paths';
import { messageId, messageIdOf } from '../../i18n/catalog';
import { useServerText } from '../../i18n/use-server-text';
import { useText } from '../../i18n/use-text';
import { useHydrated } from '../../lib/use-hydrated';
import { StaffNav } from './staff-nav';
import { StaffOnly, isForbidden } from './staff-only';

// TipTap loads in its own chunk, as on the portfolio form.
const RichTextEditor = lazy(() => import('../../components/rich-text/rich-text-editor'));

const PageEditorRouteQuery = graphql(`
  query PageEditorRouteQuery($slug: PageSlug!) {
    viewer {
      id
      staffRole
    }
    page(slug: $slug) {
      id
      titleAsWritten {
        th
        en
      }
      sourceHtml {
        th
        en
      }
      updatedAt
    }
  }
`);

const UpdatePageMutation = graphql(`
  mutation UpdatePageMutation($slug: PageSlug!, $input: PageInput!) {
    updatePage(slug: $slug, input: $input) {
      page {
        id
        title {
          th
          en
        }
        titleAsWritten {
          th
          en
        }
        bodyHtml {
          th
          en
        }
        sourceHtml {
          th
          en
        }
        updatedAt
      }
      errors {
        field
        message
        code
        limit
      }
    }
  }
`);

/** The four CMS pages, as the site's address and the schema name them. */
const PAGES = [
  { url: 'faqs', slug: 'FAQS' },
  { url: 'about-us', slug: 'ABOUT_US' },
  { url: 'term', slug: 'TERM' },
  { url: 'privacy-policy', slug: 'PRIVACY_POLICY' },
] as const satisfies readonly { url: string; slug: PageSlug }[];

type PageUrl = (typeof PAGES)[number]['url'];

interface PageFormValues {
  titleTh: string;
  titleEn: string;
  bodyTh: string;
  bodyEn: string;
}

/** Whether rich text holds any words (an emptied editor still writes `<p></p>`). */
function hasWords(html: string | undefined): boolean {
  return (
    (html ?? '')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}

const pageSchema = yup.object({
  titleTh: yup
    .string()
    .trim()
    .required(messageId('staff.pages.required'))
    .max(200, messageId('staff.pages.titleTooLong')),
  titleEn: yup
    .string()
    .trim()
    .required(messageId('staff.pages.required'))
    .max(200, messageId('staff.pages.titleTooLong')),
  bodyTh: yup.string().test('words', messageId('staff.pages.required'), hasWords),
  bodyEn: yup.string().test('words', messageId('staff.pages.required'), hasWords),
});

/** The server's field names (`title.th`…) as this form's. */
const FORM_FIELDS: Record<string, keyof PageFormValues> = {
  'title.th': 'titleTh',
  'title.en': 'titleEn',
  'bodyHtml.th': 'bodyTh',
  'bodyHtml.en': 'bodyEn',
};

/**
 * /staff/pages/:page: an operator rewrites one of the four CMS pages (FAQ, about us, terms, privacy) in Thai and
 * English with the portfolios' rich-text editor. Visitors read it sanitised, on their next load. Operators only.
 */
export default function PageEditorRoute() {
  const text = useText();
  const params = useParams();
  const page = PAGES.find((each) => each.url === params.page) ?? PAGES[0];
  usePageHead({ title: text('staff.pages.title'), noindex: true });
  const query = useQuery(PageEditorRouteQuery, {
    variables: { slug: page.slug },
    // The editor starts from what is stored now.
    fetchPolicy: 'network-only',
  });
  const hydrated = useHydrated();

  if (!query.data && !hydrated) return <LoadingOverlay />;
  if (isForbidden(query.error)) return <StaffOnly screen="pages" />;
  const data = query.data;
  if (data && data.viewer?.staffRole !== 'OPERATOR') return <StaffOnly screen="pages" />;
  return (
    <Container>
      <StaffNav role={data?.viewer?.staffRole} />
      <PageTitle>{text('staff.pages.title')}</PageTitle>
      <PageSubtitle>{text('staff.pages.subtitle')}</PageSubtitle>
      <PageTabs aria-label={text('staff.pages.choose')}>
        {PAGES.map((each) => (
          <NavLink key={each.url} to={routeTo.staffPage(each.url)} end>
            {text(`staff.pages.name.${each.url}`)}
          </NavLink>
        ))}
      </PageTabs>
      {!data?.page?.sourceHtml || !data.page.titleAsWritten ? (
        <QueryState query={query} />
      ) : (
        <PageForm
          // A new form for each page: switching pages never carries one page's text into another.
          key={page.url}
          url={page.url}
          slug={page.slug}
          initialValues={{
            titleTh: data.page.titleAsWritten.th,
            titleEn: data.page.titleAsWritten.en,
            bodyTh: data.page.sourceHtml.th,
            bodyEn: data.page.sourceHtml.en,
          }}
          updatedAt={data.page.updatedAt ?? null}
        />
      )}
    </Container>
  );
}

function PageForm({
  url,
  slug,
  initialValues,
  updatedAt,
}: {
  url: PageUrl;
  slug: PageSlug;
  initialValues: PageFormValues;
  updatedAt: string | null;
}) {
  const text = useText();
  const serverText = useServerText();
  const intl = useIntl();
  const prefix = useId();
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [savedAt, setSavedAt] = useState(updatedAt);
  const [updatePage] = useMutation(UpdatePageMutation);
  const formik = useFormik<PageFormValues>({
    initialValues,
    validationSchema: pageSchema,
    async onSubmit(values, helpers) {
      setOutcome(null);
      try {
        const result = await updatePage({
          variables: {
            slug,
            input: {
              title: { th: values.titleTh.trim(), en: values.titleEn.trim() },
              bodyHtml: { th: values.bodyTh, en: values.bodyEn },
            },
          },
        });
        const payload = result.data?.updatePage;
        if (!payload) throw new Error('No answer to updatePage');
        if (payload.errors.length > 0) {
          const onFields: FormikErrors<PageFormValues> = {};
          for (const error of payload.errors) {
            const field = error.field ? FORM_FIELDS[error.field] : undefined;
            if (field) onFields[field] = serverText(error, text('staff.pages.failed'));
          }
          helpers.setErrors(onFields);
          setOutcome({
            ok: false,
            message: payload.errors.map((error) => serverText(error, text('staff.pages.failed'))).join(' '),
          });
          return;
        }
        const saved = payload.page;
        if (saved?.sourceHtml && saved.titleAsWritten) {
          helpers.resetForm({
            values: {
              titleTh: saved.titleAsWritten.th,
              titleEn: saved.titleAsWritten.en,
              bodyTh: saved.sourceHtml.th,
              bodyEn: saved.sourceHtml.en,
            },
          });
          setSavedAt(saved.updatedAt ?? null);
        }
        setOutcome({ ok: true, message: text('staff.pages.saved') });
      } catch {
        setOutcome({ ok: false, message: text('staff.pages.failed') });
      }
    },
  });
  useUnsavedChangesGuard(formik.dirty && !formik.isSubmitting, {
    title: text('staff.unsaved.title'),
    text: text('staff.unsaved.text'),
    confirmLabel: text('staff.unsaved.leave'),
    cancelLabel: text('staff.unsaved.stay'),
  });

  /** A field's message: the rule's (a catalogue id) or the server's (already worded). */
  function errorOf(name: keyof PageFormValues): string | undefined {
    const error = formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined;
    if (typeof error !== 'string') return undefined;
    return error.startsWith('staff.') ? text(messageIdOf(error)) : error;
  }
  const errorId = (name: keyof PageFormValues) => `${prefix}-${name}-error`;
  const control = (name: 'titleTh' | 'titleEn') => ({
    id: `${prefix}-${name}`,
    ...formik.getFieldProps(name),
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': errorOf(name) ? errorId(name) : undefined,
  });

  function language(lang: 'th' | 'en') {
    const title = lang === 'th' ? 'titleTh' : 'titleEn';
    const body = lang === 'th' ? 'bodyTh' : 'bodyEn';
    const bodyLabelId = `${prefix}-${body}-label`;
    const bodyError = errorOf(body);
    return (
      <Language aria-labelledby={`${prefix}-${lang}-heading`} lang={lang}>
        <SectionTitle id={`${prefix}-${lang}-heading`}>
          {text(lang === 'th' ? 'staff.pages.thai' : 'staff.pages.english')}
        </SectionTitle>
        <FormField>
          <label htmlFor={`${prefix}-${title}`}>{text('staff.pages.pageTitle')}</label>
          <input type="text" maxLength={200} {...control(title)} />
          {errorOf(title) ? <FieldError id={errorId(title)}>{errorOf(title)}</FieldError> : null}
        </FormField>
        <FormField>
          <span id={bodyLabelId} className="label">
            {text('staff.pages.content')}
          </span>
          {!hydrated ? (
            <EditorPlaceholder aria-hidden="true" />
          ) : (
            <Suspense fallback={<EditorPlaceholder aria-hidden="true" />}>
              <RichTextEditor
                value={formik.values[body]}
                onChange={(html) => void formik.setFieldValue(body, html)}
                onBlur={() => void formik.setFieldTouched(body, true)}
                labelledBy={bodyLabelId}
                describedBy={bodyError ? errorId(body) : undefined}
                invalid={Boolean(bodyError)}
              />
            </Suspense>
          )}
          {bodyError ? <FieldError id={errorId(body)}>{bodyError}</FieldError> : null}
        </FormField>
      </Language>
    );
  }

  return (
    <form
      noValidate
      aria-label={text('staff.pages.formOf', { page: text(`staff.pages.name.${url}`) })}
      onSubmit={(event) => {
        event.preventDefault();
        void formik.submitForm();
      }}
    >
      <Meta>
        {savedAt
          ? text('staff.pages.updatedAt', {
              date: intl.formatDate(savedAt, { dateStyle: 'medium', timeStyle: 'short' }),
            })
          : null}{' '}
        <Link to={routeTo.page(url)}>{text('staff.pages.viewOnSite')}</Link>
      </Meta>
      {url === 'faqs' ? (
        <>
          <Hint>{text('staff.pages.placeholders')}</Hint>
          <Hint>{text('staff.pages.sections')}</Hint>
        </>
      ) : null}
      {language('th')}
      {language('en')}
      <Actions>
        <PrimaryButton type="submit" disabled={formik.isSubmitting}>
          {text(formik.isSubmitting ? 'staff.pages.saving' : 'staff.pages.save')}
        </PrimaryButton>
        <Outcome role="status" $ok={outcome?.ok ?? true}>
          {outcome?.message}
        </Outcome>
      </Actions>
    </form>
  );
}

const PageTabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 16px 0 8px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 14px;
    border-bottom: 3px solid transparent;
    font-weight: 600;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Meta = styled.p`
  margin: 8px 0 16px;
  color: ${({ theme }) => theme.colors.muted};
  a {
    color: ${({ theme }) => theme.colors.accentDark};
    font-weight: 600;
  }
`;

const Hint = styled.p`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.accentSoft};
  font-size: 0.9rem;
  overflow-wrap: anywhere;
`;

const Language = styled.section`
  display: grid;
  gap: 16px;
  margin: 0 0 24px;
  padding: 16px 20px 20px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.paper};
  h2 {
    margin: 0;
  }
  .label {
    font-weight: 600;
    font-size: 0.9rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  margin-bottom: 48px;
`;

const Outcome = styled.p<{ $ok: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${({ $ok }) => ($ok ? '#1d7442' : '#a82f2f')};
  &:empty {
    display: none;
  }
`;
