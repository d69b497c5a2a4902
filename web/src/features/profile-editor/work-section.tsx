import { graphql, getFragmentData, type FragmentType } from '../../graphql/generated';
import { Field } from './editor-styles';
import { SectionRows, useSectionForm } from './section-form';
import { BLANK_WORK, workInputs, workRows, workSchema, type WorkRow } from './forms/work-schema';
import { useText } from '../../i18n/use-text';
import type { MessageId } from '../../i18n/catalog';
import { useFormikFields } from '../../components/formik-fields';

export const WorkSection_profile = graphql(`
  fragment WorkSection_profile on Profile {
    id
    works {
      id
      number
      company
      position
      city
      country
    }
  }
`);

const UpdateWorksMutation = graphql(`
  mutation UpdateWorksMutation($profileId: ID!, $works: [WorkInput!]!) {
    updateWorks(profileId: $profileId, works: $works) {
      message
      errors {
        ...UserErrors
      }
      profile {
        id
        ...WorkSection_profile
      }
    }
  }
`);

/** The work experience panel's rows (company, position, city, country), saved on their own (§3, §4). */
export function WorkSection({ profile: profileRef }: { profile: FragmentType<typeof WorkSection_profile> }) {
  const text = useText();
  const profile = getFragmentData(WorkSection_profile, profileRef);

  const formik = useSectionForm({
    initialRows: workRows(profile.works),
    validationSchema: workSchema,
    savedText: text('profileEditor.workSaved'),
    mutation: UpdateWorksMutation,
    payload: (data) => data.updateWorks,
    variables: (rows: WorkRow[]) => ({ profileId: profile.id, works: workInputs(rows) }),
    rowsOf: (saved) => workRows(getFragmentData(WorkSection_profile, saved).works),
  });

  // Each row's fields keep their row's id; what fails is said in the section's dialog.
  const fields = useFormikFields(formik, 'work', 'dialog');

  return (
    <SectionRows
      formik={formik}
      blank={BLANK_WORK}
      columns="repeat(4, minmax(0, 1fr))"
      emptyText={text('profileEditor.workEmpty')}
      addLabel={text('profileEditor.workAdd')}
      removeLabel={(position) => text('profileEditor.workRemove', { position })}
      saveLabel={text('profileEditor.workSave')}
      hint={text('profileEditor.workHint')}
      renderRow={(row, index) => {
        const id = (field: string) => `work-${row.id}-${field}`;
        const input = (field: keyof Omit<WorkRow, 'id'>, label: MessageId, autoComplete = 'off') => (
          <Field>
            <label htmlFor={id(field)}>{text(label)}</label>
            <input
              type="text"
              autoComplete={autoComplete}
              {...fields.control(`rows.${index}.${field}`, id(field))}
            />
          </Field>
        );
        return (
          <>
            {input('company', 'profileEditor.company')}
            {input('position', 'profileEditor.position')}
            {input('city', 'profileEditor.workCity')}
            {input('country', 'profileEditor.country', 'country-name')}
          </>
        );
      }}
    />
  );
}
