import { graphql, getFragmentData, type FragmentType } from '../../graphql/generated';
import { useLocalized } from '../../i18n/locale';
import { Field } from './editor-styles';
import { SectionRows, useSectionForm } from './section-form';
import {
  BLANK_EDUCATION,
  educationInputs,
  educationRows,
  educationSchema,
  type EducationRow,
} from './forms/education-schema';
import { useText } from '../../i18n/use-text';
import { useFormikFields } from '../../components/formik-fields';

export const EducationSection_profile = graphql(`
  fragment EducationSection_profile on Profile {
    id
    educations {
      id
      number
      schoolUniversity
      degree {
        id
      }
      classOf
    }
  }
`);

export const EducationSection_degree = graphql(`
  fragment EducationSection_degree on Degree {
    id
    name {
      th
      en
    }
  }
`);

const UpdateEducationsMutation = graphql(`
  mutation UpdateEducationsMutation($profileId: ID!, $educations: [EducationInput!]!) {
    updateEducations(profileId: $profileId, educations: $educations) {
      message
      errors {
        ...UserErrors
      }
      profile {
        id
        ...EducationSection_profile
      }
    }
  }
`);

/** The education panel's rows (school, degree, class of shown as branch), saved on their own (§3, §4). */
export function EducationSection({
  profile: profileRef,
  degrees: degreeRefs,
}: {
  profile: FragmentType<typeof EducationSection_profile>;
  degrees: readonly FragmentType<typeof EducationSection_degree>[];
}) {
  const text = useText();
  const localized = useLocalized();
  const profile = getFragmentData(EducationSection_profile, profileRef);
  const degrees = getFragmentData(EducationSection_degree, degreeRefs);

  const formik = useSectionForm({
    initialRows: educationRows(profile.educations),
    validationSchema: educationSchema,
    savedText: text('profileEditor.educationSaved'),
    mutation: UpdateEducationsMutation,
    payload: (data) => data.updateEducations,
    variables: (rows: EducationRow[]) => ({ profileId: profile.id, educations: educationInputs(rows) }),
    rowsOf: (saved) => educationRows(getFragmentData(EducationSection_profile, saved).educations),
  });

  // Each row's fields keep their row's id; what fails is said in the section's dialog.
  const fields = useFormikFields(formik, 'education', 'dialog');

  return (
    <SectionRows
      formik={formik}
      blank={BLANK_EDUCATION}
      columns="minmax(0, 2fr) minmax(0, 1.3fr) minmax(0, 1.5fr)"
      emptyText={text('profileEditor.educationEmpty')}
      addLabel={text('profileEditor.educationAdd')}
      removeLabel={(position) => text('profileEditor.educationRemove', { position })}
      saveLabel={text('profileEditor.educationSave')}
      hint={text('profileEditor.educationHint')}
      renderRow={(row, index) => {
        const id = (field: string) => `education-${row.id}-${field}`;
        return (
          <>
            <Field>
              <label htmlFor={id('school')}>{text('profileEditor.schoolUniversity')}</label>
              <input type="text" {...fields.control(`rows.${index}.schoolUniversity`, id('school'))} />
            </Field>
            <Field>
              <label htmlFor={id('degree')}>{text('profileEditor.degree')}</label>
              <select {...fields.control(`rows.${index}.degreeId`, id('degree'))}>
                <option value="">{text('profileEditor.degreeNone')}</option>
                {degrees.map((degree) => (
                  <option key={degree.id} value={degree.id}>
                    {localized(degree.name)}
                  </option>
                ))}
              </select>
            </Field>
            <Field>
              <label htmlFor={id('branch')}>{text('profileEditor.classOf')}</label>
              <input type="text" {...fields.control(`rows.${index}.classOf`, id('branch'))} />
            </Field>
          </>
        );
      }}
    />
  );
}
