import { useState, type FormEvent } from 'react';

import { useFormik } from 'formik';
import { graphql, getFragmentData, type FragmentType } from '../../graphql/generated';
import type { PersonalForm_ProfileFragment } from '../../graphql/generated/graphql';
import { PrimaryButton } from '../../components/button';
import { useDialog } from '../../components/dialog';
import { useFormikFields } from '../../components/formik-fields';
import { Actions, Card, CardBody, Field, FieldGrid, GroupTitle, Hint, RequiredMark } from './editor-styles';
import { DomainNameField } from './domain-name-field';
import { ProfilePictures } from './profile-pictures';
import { useSavePersonal } from './use-save-personal';
import { useReportUnsaved } from './unsaved-changes';
import {
  EMPTY_PERSONAL,
  REQUIRED_PERSONAL_FIELDS,
  VALIDATE_FIELD,
  missingPersonalFields,
  personalInput,
  personalSchema,
  type PersonalValues,
} from './forms/personal-schema';
import { useText } from '../../i18n/use-text';
import type { MessageId } from '../../i18n/catalog';
import type { UploadLimits } from '../../lib/upload-image';

export const PersonalForm_profile = graphql(`
  fragment PersonalForm_profile on Profile {
    id
    firstName {
      th
      en
    }
    lastName {
      th
      en
    }
    firstNameEn
    lastNameEn
    city
    brandName
    profession
    designType
    email
    mobileNumber
    website
    domainName
    facebook
    instagram
    pinterest
    picture {
      url
      fileName
    }
    cover {
      url
      fileName
    }
  }
`);

/** The form's values from the stored profile. */
function valuesOf(profile: PersonalForm_ProfileFragment): PersonalValues {
  return {
    firstNameTh: profile.firstName.th,
    lastNameTh: profile.lastName.th,
    firstNameEn: profile.firstNameEn,
    lastNameEn: profile.lastNameEn,
    city: profile.city,
    brandName: profile.brandName,
    profession: profile.profession,
    designType: profile.designType,
    email: profile.email ?? '',
    mobileNumber: profile.mobileNumber ?? '',
    website: profile.website,
    domainName: profile.domainName ?? '',
    facebook: profile.facebook,
    instagram: profile.instagram,
    pinterest: profile.pinterest,
    pictureFileName: profile.picture?.fileName ?? '',
    coverFileName: profile.cover?.fileName ?? '',
  };
}

/** The signed-in account, which fills a new profile's names and e-mail. */
export interface Account {
  firstName: string;
  lastName: string;
  email: string;
}

type TextFieldName = Exclude<keyof PersonalValues, 'pictureFileName' | 'coverFileName' | 'domainName'>;

const LABELS: Record<TextFieldName | 'domainName', MessageId> = {
  firstNameTh: 'profileEditor.firstNameTh',
  lastNameTh: 'profileEditor.lastNameTh',
  firstNameEn: 'profileEditor.firstNameEn',
  lastNameEn: 'profileEditor.lastNameEn',
  city: 'profileEditor.city',
  brandName: 'profileEditor.brandName',
  profession: 'profileEditor.profession',
  designType: 'profileEditor.designType',
  email: 'profileEditor.email',
  mobileNumber: 'profileEditor.mobileNumber',
  website: 'profileEditor.website',
  domainName: 'profileEditor.domainName',
  facebook: 'profileEditor.facebook',
  instagram: 'profileEditor.instagram',
  pinterest: 'profileEditor.pinterest',
};

const REQUIRED = new Set<string>(REQUIRED_PERSONAL_FIELDS);

/**
 * The personal section (§2, §3): cover and avatar, personal and contact fields, the domain name with its
 * check, the social fields. Saved on its own with its own button and loading state: create mode creates the
 * profile ('Create profile successful!'), update mode updates it ('Update profile successful!').
 */
export function PersonalForm({
  profile: profileRef,
  account,
  viewerId,
  uploadLimits,
}: {
  /** The server's upload limits, checked before a picture is sent. */
  uploadLimits: UploadLimits | null;
  profile: FragmentType<typeof PersonalForm_profile> | null;
  account: Account;
  viewerId: string;
}) {
  const text = useText();
  const dialog = useDialog();
  const profile = getFragmentData(PersonalForm_profile, profileRef);
  const { save, saving } = useSavePersonal(viewerId, profile?.id ?? null);
  const [uploading, setUploading] = useState(false);
  const [previews, setPreviews] = useState({
    cover: profile?.cover?.url ?? null,
    picture: profile?.picture?.url ?? null,
  });

  const formik = useFormik<PersonalValues>({
    initialValues: profile
      ? valuesOf(profile)
      : {
          ...EMPTY_PERSONAL,
          firstNameTh: account.firstName,
          lastNameTh: account.lastName,
          email: account.email,
        },
    validationSchema: personalSchema,
    async onSubmit(values, helpers) {
      const outcome = await save(personalInput(values));
      if (outcome.ok && outcome.payload.profile) {
        const saved = getFragmentData(PersonalForm_profile, outcome.payload.profile);
        helpers.resetForm({ values: valuesOf(saved) });
        setPreviews({ cover: saved.cover?.url ?? null, picture: saved.picture?.url ?? null });
      }
      await outcome.told;
    },
  });

  const fields = useFormikFields(formik, 'profile', 'dialog');
  useReportUnsaved('personal', (formik.dirty || uploading) && !formik.isSubmitting);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = missingPersonalFields(formik.values);
    if (missing.length > 0) {
      void formik.setTouched(Object.fromEntries(missing.map((field) => [field, true])), true);
      document.getElementById(`profile-${missing[0]}`)?.focus();
      await dialog.alert({
        kind: 'warning',
        title: text(VALIDATE_FIELD),
        text: text('profileEditor.validateFieldText'),
      });
      return;
    }
    await formik.submitForm();
  }

  function inputProps(name: keyof PersonalValues & string) {
    return { ...fields.control(name), 'aria-required': REQUIRED.has(name) ? true : undefined };
  }

  function textField(
    name: TextFieldName,
    options: {
      type?: string;
      autoComplete?: string;
      placeholder?: string;
      inputMode?: 'tel' | 'url' | 'email';
    } = {},
  ) {
    return (
      <Field>
        <label htmlFor={`profile-${name}`}>
          {text(LABELS[name])}
          {REQUIRED.has(name) ? <RequiredMark>*</RequiredMark> : null}
        </label>
        <input
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete ?? 'off'}
          placeholder={options.placeholder}
          inputMode={options.inputMode}
          {...inputProps(name)}
        />
      </Field>
    );
  }

  const values = formik.values;
  const fullName =
    `${values.firstNameTh} ${values.lastNameTh}`.trim() || `${account.firstName} ${account.lastName}`.trim();
  const detail = [values.profession, values.city].filter((part) => part.trim()).join(' · ') || values.email;
  const picturesUnsaved =
    values.pictureFileName !== formik.initialValues.pictureFileName ||
    values.coverFileName !== formik.initialValues.coverFileName;
  const busy = formik.isSubmitting || saving;

  return (
    <Card aria-labelledby="profile-personal-title">
      <ProfilePictures
        coverUrl={previews.cover}
        pictureUrl={previews.picture}
        name={fullName}
        detail={detail}
        unsaved={picturesUnsaved}
        onUploadingChange={setUploading}
        limits={uploadLimits}
        onUploaded={(kind, image) => {
          if (kind === 'cover') {
            setPreviews((current) => ({ ...current, cover: image.url }));
            void formik.setFieldValue('coverFileName', image.fileName, false);
          } else {
            setPreviews((current) => ({ ...current, picture: image.url }));
            void formik.setFieldValue('pictureFileName', image.fileName, false);
          }
        }}
      />
      <CardBody>
        <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-busy={busy}>
          <GroupTitle as="h2" id="profile-personal-title">
            {text('profileEditor.personalTitle')}
          </GroupTitle>
          <FieldGrid>
            {textField('firstNameTh', { autoComplete: 'given-name' })}
            {textField('lastNameTh', { autoComplete: 'family-name' })}
            {textField('firstNameEn')}
            {textField('lastNameEn')}
            {textField('brandName', { autoComplete: 'organization' })}
            {textField('profession', { autoComplete: 'organization-title' })}
            {textField('designType')}
            {textField('city', { autoComplete: 'address-level2' })}
          </FieldGrid>
          <GroupTitle>{text('profileEditor.contactTitle')}</GroupTitle>
          <FieldGrid>
            {textField('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
            {textField('mobileNumber', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
            {textField('website', { type: 'url', autoComplete: 'url', placeholder: 'https://' })}
            <DomainNameField inputProps={inputProps('domainName')} value={values.domainName} />
          </FieldGrid>
          <GroupTitle>{text('profileEditor.socialTitle')}</GroupTitle>
          <FieldGrid $columns={3}>
            {textField('facebook', { placeholder: 'facebook.com/…' })}
            {textField('instagram', { placeholder: '@' })}
            {textField('pinterest', { placeholder: 'pinterest.com/…' })}
          </FieldGrid>
          <Actions>
            <Hint as="p">
              <RequiredMark>*</RequiredMark> {text('profileEditor.requiredNote')}
            </Hint>
            <PrimaryButton type="submit" disabled={busy || uploading} aria-busy={busy}>
              {text(busy ? 'profileEditor.saving' : 'profileEditor.savePersonal')}
            </PrimaryButton>
          </Actions>
        </form>
      </CardBody>
    </Card>
  );
}
