import { graphql } from '../../graphql/generated';
import type { ProfileInput } from '../../graphql/generated/graphql';
import { useWrite } from '../../components/use-write';
import { useText } from '../../i18n/use-text';
import { useProfileSaveWords } from './save-words';

const CreateProfileMutation = graphql(`
  mutation CreateProfileMutation($input: ProfileInput!) {
    createProfile(input: $input) {
      message
      errors {
        ...UserErrors
      }
      profile {
        id
        ...PersonalForm_profile
        ...EducationSection_profile
        ...WorkSection_profile
      }
    }
  }
`);

const UpdateProfileMutation = graphql(`
  mutation UpdateProfileMutation($id: ID!, $input: ProfileInput!) {
    updateProfile(id: $id, input: $input) {
      message
      errors {
        ...UserErrors
      }
      profile {
        id
        ...PersonalForm_profile
      }
    }
  }
`);

/**
 * Saves the personal section: creates the profile when there is none (create mode), else updates it, and says so in
 * a dialog ('Create profile successful!', 'Update profile successful!') or why not. A created profile becomes the
 * viewer's at once (the screen switches to update mode), then every query on screen reloads, so the header shows the
 * new name and picture too.
 */
export function useSavePersonal(viewerId: string, profileId: string | null) {
  const text = useText();
  const words = useProfileSaveWords();
  const create = useWrite(CreateProfileMutation, {
    payload: (data) => data.createProfile,
    accepted: (payload) => Boolean(payload.profile),
    tell: 'dialog',
    refetchQueries: 'active',
    update(cache, { data }) {
      const profile = data?.createProfile.profile;
      if (!profile) return;
      cache.modify({
        id: cache.identify({ __typename: 'Viewer', id: viewerId }),
        fields: {
          profileId: () => profile.id,
          profile: (_existing, { toReference }) => toReference({ __typename: 'Profile', id: profile.id }),
        },
      });
    },
  });
  const update = useWrite(UpdateProfileMutation, {
    payload: (data) => data.updateProfile,
    accepted: (payload) => Boolean(payload.profile),
    tell: 'dialog',
    refetchQueries: 'active',
  });

  function save(input: ProfileInput) {
    if (profileId === null)
      return create.write(
        { input },
        words({
          tone: 'success',
          message: text('profileEditor.created'),
          detail: text('profileEditor.createdText'),
        }),
      );
    return update.write(
      { id: profileId, input },
      words({
        tone: 'success',
        message: text('profileEditor.updated'),
        detail: text('profileEditor.updatedText'),
      }),
    );
  }

  return { save, saving: create.writing || update.writing };
}
