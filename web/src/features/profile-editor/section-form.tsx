import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useFormik, type FormikConfig, type FormikProps } from 'formik';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { FragmentType } from '../../graphql/generated';
import { PrimaryButton } from '../../components/button';
import { useWrite, type UserErrors } from '../../components/use-write';
import { Actions, AddRowButton, EmptyRows, RemoveRowButton, RowCard, RowList } from './editor-styles';
import { addRow, removeRow, type Row } from './forms/rows';
import { PlusIcon } from '../../components/icons';
import { useText } from '../../i18n/use-text';
import { useProfileSaveWords } from './save-words';
import { useReportUnsaved } from './unsaved-changes';

/** What saving a section answers: the profile as stored, or why not. */
interface SectionPayload<Profile> {
  profile?: Profile | null;
  errors: readonly FragmentType<typeof UserErrors>[];
}

/**
 * The form of the education or work section: saves the rows on their own (`mutation`, with `variables` of the rows),
 * then shows them as stored (`rowsOf` the saved profile) and says so in a dialog (`savedText`); a refusal shows the
 * server's reasons, a failure the common error (§3, §4).
 */
export function useSectionForm<T extends Row, Data, Variables extends OperationVariables, Profile>({
  initialRows,
  validationSchema,
  mutation,
  payload,
  variables,
  rowsOf,
  savedText,
}: {
  initialRows: T[];
  validationSchema: FormikConfig<{ rows: T[] }>['validationSchema'];
  mutation: TypedDocumentNode<Data, Variables>;
  payload(data: Data): SectionPayload<Profile> | null | undefined;
  variables(rows: T[]): Variables;
  rowsOf(profile: Profile): T[];
  savedText: string;
}): FormikProps<{ rows: T[] }> {
  const text = useText();
  const words = useProfileSaveWords();
  const { write } = useWrite(mutation, {
    payload,
    accepted: (saved) => Boolean(saved.profile),
    tell: 'dialog',
  });
  return useFormik<{ rows: T[] }>({
    initialValues: { rows: initialRows },
    validationSchema,
    async onSubmit(values, helpers) {
      const outcome = await write(
        variables(values.rows),
        words({ tone: 'success', message: text('profileEditor.updated'), detail: savedText }),
      );
      if (outcome.ok && outcome.payload.profile)
        helpers.resetForm({ values: { rows: rowsOf(outcome.payload.profile) } });
      await outcome.told;
    },
  });
}

/**
 * The list part of the education and work sections: the rows, a remove button on each, an add button (the new
 * row's id is the last id + 1, and its first field takes the focus), and the section's own save button.
 */
export function SectionRows<T extends Row>({
  formik,
  blank,
  columns,
  emptyText,
  addLabel,
  removeLabel,
  saveLabel,
  hint,
  renderRow,
}: {
  formik: FormikProps<{ rows: T[] }>;
  blank: Omit<T, 'id'>;
  /** The grid columns of a row on wide screens. */
  columns: string;
  emptyText: string;
  addLabel: string;
  /** The remove button's name for the row at a position (1, 2 …). */
  removeLabel(position: number): string;
  saveLabel: string;
  hint: string;
  renderRow(row: T, index: number): ReactNode;
}) {
  const text = useText();
  const rows = formik.values.rows;
  const listRef = useRef<HTMLOListElement>(null);
  const focusNewRow = useRef(false);
  useReportUnsaved(useId(), formik.dirty && !formik.isSubmitting);

  useEffect(() => {
    if (!focusNewRow.current) return;
    focusNewRow.current = false;
    listRef.current?.querySelector<HTMLElement>('li:last-child input, li:last-child select')?.focus();
  }, [rows.length]);

  const busy = formik.isSubmitting;
  return (
    <form
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        formik.handleSubmit();
      }}
    >
      {rows.length === 0 ? (
        <EmptyRows>{emptyText}</EmptyRows>
      ) : (
        <RowList ref={listRef}>
          {rows.map((row, index) => (
            <RowCard key={row.id} style={{ ['--row-columns' as string]: columns }}>
              {renderRow(row, index)}
              <RemoveRowButton
                type="button"
                aria-label={removeLabel(index + 1)}
                title={removeLabel(index + 1)}
                onClick={() => void formik.setFieldValue('rows', removeRow(rows, row.id))}
              >
                ✕
              </RemoveRowButton>
            </RowCard>
          ))}
        </RowList>
      )}
      <AddRowButton
        type="button"
        onClick={() => {
          focusNewRow.current = true;
          void formik.setFieldValue('rows', addRow(rows, blank));
        }}
      >
        <PlusIcon size={16} /> {addLabel}
      </AddRowButton>
      <Actions>
        <p>{hint}</p>
        <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
          {busy ? text('profileEditor.saving') : saveLabel}
        </PrimaryButton>
      </Actions>
    </form>
  );
}
