import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { useFormik } from 'formik';
import * as yup from 'yup';
import styled from 'styled-components';
import { wrappingRow } from '../../../styles/layout';
import { graphql } from '../../../graphql/generated';
import { SectionTitle } from '../../../components/layout/container';
import { PrimaryButton } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { refusalsApart, useFormikFields } from '../../../components/formik-fields';
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor';
import { StatusLine, type Said } from '../../../components/status-line';
import { useWrite } from '../../../components/use-write';
import { CMS_PAGE_SLUGS, type CmsPageKey } from '../../../config/cms-pages';
import { routeTo } from '../../../config/paths';
import { messageId } from '../../../i18n/catalog';
import { useText } from '../../../i18n/use-text';
import { isRichTextEmpty } from '../../../lib/text';
import { framedSurface } from '../../../styles/surface';
import { useStaffUnsavedGuard } from '../use-staff-unsaved-guard';

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
        ...UserErrors
      }
    }
  }
`);

interface PageFormValues {
  titleTh: string;
  titleEn: string;
  bodyTh: string;
  bodyEn: string;
}

const hasWords = (html: string | undefined) => !isRichTextEmpty(html);

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

/** One CMS page's titles and texts in Thai and English, saved together; the server's refusals show on their fields. */
export function PageForm({
  page,
  initialValues,
  updatedAt,
}: {
  page: CmsPageKey;
  initialValues: PageFormValues;
  updatedAt: string | null;
}) {
  const text = useText();
  const intl = useIntl();
  const prefix = useId();
  const [outcome, setOutcome] = useState<Said | null>(null);
  const [savedAt, setSavedAt] = useState(updatedAt);
  const { write: updatePage } = useWrite(UpdatePageMutation, {
    payload: (data) => data.updatePage,
    tell: setOutcome,
  });
  const formik = useFormik<PageFormValues>({
    initialValues,
    validationSchema: pageSchema,
    async onSubmit(values, helpers) {
      fields.refuse({});
      const outcome = await updatePage(
        {
          slug: CMS_PAGE_SLUGS[page],
          input: {
            title: { th: values.titleTh.trim(), en: values.titleEn.trim() },
            bodyHtml: { th: values.bodyTh, en: values.bodyEn },
          },
        },
        { failed: text('staff.pages.failed'), done: text('staff.pages.saved') },
      );
      if (!outcome.ok) fields.refuse(refusalsApart(outcome.refusals, FORM_FIELDS).onFields);
      const saved = outcome.ok ? outcome.payload.page : null;
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
    },
  });
  const fields = useFormikFields(formik, prefix);
  useStaffUnsavedGuard(formik.dirty && !formik.isSubmitting);

  function language(lang: 'th' | 'en') {
    const title = lang === 'th' ? 'titleTh' : 'titleEn';
    const body = lang === 'th' ? 'bodyTh' : 'bodyEn';
    const bodyLabelId = `${prefix}-${body}-label`;
    const bodyInvalid = fields.messageOf(body) !== undefined;
    return (
      <Language aria-labelledby={`${prefix}-${lang}-heading`} lang={lang}>
        <SectionTitle id={`${prefix}-${lang}-heading`}>
          {text(lang === 'th' ? 'staff.pages.thai' : 'staff.pages.english')}
        </SectionTitle>
        <FormField>
          <label htmlFor={`${prefix}-${title}`}>{text('staff.pages.pageTitle')}</label>
          <input type="text" maxLength={200} {...fields.control(title)} />
          {fields.error(title)}
        </FormField>
        <FormField>
          <span id={bodyLabelId} className="label">
            {text('staff.pages.content')}
          </span>
          <LazyRichTextEditor
            value={formik.values[body]}
            onChange={(html) => {
              void formik.setFieldValue(body, html);
              fields.refuse(({ [body]: _cleared, ...rest }) => rest);
            }}
            onBlur={() => void formik.setFieldTouched(body, true)}
            labelledBy={bodyLabelId}
            describedBy={bodyInvalid ? `${prefix}-${body}-error` : undefined}
            invalid={bodyInvalid}
          />
          {fields.error(body)}
        </FormField>
      </Language>
    );
  }

  return (
    <form
      noValidate
      aria-label={text('staff.pages.formOf', { page: text(`staff.pages.name.${page}`) })}
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
        <Link to={routeTo.page(page)}>{text('staff.pages.viewOnSite')}</Link>
      </Meta>
      {page === 'faqs' ? (
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
        <StatusLine said={outcome} />
      </Actions>
    </form>
  );
}

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
  ${framedSurface}
  margin: 0 0 24px;
  padding: 16px 20px 20px;
  h2 {
    margin: 0;
  }
  .label {
    font-weight: 600;
    font-size: 0.9rem;
  }
`;

const Actions = styled.div`
  ${wrappingRow}
  gap: 16px;
  margin-bottom: 48px;
`;
