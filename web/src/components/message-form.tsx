import { useState } from 'react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useFormik, type FormikConfig, type FormikValues } from 'formik';
import type { FragmentType } from '../graphql/generated';
import { StatusLine, type Said } from './status-line';
import { useWrite, type UserErrors } from './use-write';

/** What sending a message answers: whether it was sent, or why not. */
interface SentPayload {
  sent: boolean;
  errors: readonly FragmentType<typeof UserErrors>[];
}

/** What a message form says: sent, refused for the server's reason, or not sent. */
interface MessageWords {
  sent: string;
  refused(reason: string): string;
  failed: string;
}

/**
 * A form that sends a message (the contact form, an enquiry to a designer): its fields in formik, sent with
 * `useWrite`; once sent the form is emptied. `notice` is what it says above the fields (`MessageNotice`), `sent`
 * whether the last sending went.
 */
export function useMessageForm<Values extends FormikValues, Data, Variables extends OperationVariables>({
  mutation,
  payload,
  variables,
  words,
  ...form
}: Pick<FormikConfig<Values>, 'initialValues' | 'validationSchema'> & {
  mutation: TypedDocumentNode<Data, Variables>;
  payload(data: Data): SentPayload | null | undefined;
  variables(values: Values): Variables;
  words: MessageWords;
}) {
  const [notice, setNotice] = useState<Said | null>(null);
  const { write } = useWrite(mutation, { payload, accepted: (answer) => answer.sent, tell: setNotice });
  const formik = useFormik<Values>({
    ...form,
    async onSubmit(values, helpers) {
      const outcome = await write(variables(values), {
        done: words.sent,
        failed: words.failed,
        // The server's precise reason (a text over its length, say), in the reader's language.
        refused: ({ reason }) => (reason ? words.refused(reason) : words.failed),
      });
      if (outcome.ok) helpers.resetForm();
    },
  });
  return { formik, notice, setNotice, sent: notice?.tone === 'success' };
}

/** What a message form says above its fields: a boxed status, or an alert when it was not sent. */
export function MessageNotice({ said }: { said: Said | null }) {
  if (!said) return null;
  return <StatusLine said={said} boxed role={said.tone === 'success' ? 'status' : 'alert'} />;
}
