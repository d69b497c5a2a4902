import { useMutation } from '@apollo/client/react';
import { graphql, type FragmentType } from '../../graphql/generated';
import type { PersonalForm_ProfileFragmentDoc, ProfileInput } from '../../graphql/generated/graphql';
import { useServerText, type ServerSaid, type ServerText } from '../../i18n/use-server-text';

const CreateProfileMutation = graphql(`
  mutation CreateProfileMutation($input: ProfileInput!) {
    createProfile(input: $input) {
      message
      errors {
        field
        message
        code
        limit
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
        field
        message
        code
        limit
      }
      profile {
        id
        ...PersonalForm_profile
      }
    }
  }
`);

/** What a save of the personal section came to: the profile as stored, or the server's reasons. */
export type PersonalSaveOutcome =
  | { ok: true; profile: FragmentType<typeof PersonalForm_ProfileFragmentDoc> }
  | { ok: false; errors: string[] };

/** A save's answer as the form takes it. */
function outcomeOf(
  payload:
    | { profile?: FragmentType<typeof PersonalForm_ProfileFragmentDoc> | null; errors: readonly ServerSaid[] }
    | undefined,
  serverText: ServerText,
): PersonalSaveOutcome {
  return payload?.profile
    ? { ok: true, profile: payload.profile }
    : { ok: false, errors: payload?.errors.map((error) => serverText(error)) ?? [] };
}

/**
 * Saves the personal section: creates the profile when there is none (create mode), else updates it. A
 * created profile becomes the viewer's at once (the screen switches to update mode), then every query on
 * screen reloads, so the header shows the new name and picture too.
 */
export function useSavePersonal(viewerId: string, profileId: string | null) {
  const serverText = useServerText();
  const [create, created] = useMutation(CreateProfileMutation, {
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
  const [update, updated] = useMutation(UpdateProfileMutation, { refetchQueries: 'active' });

  async function save(input: ProfileInput): Promise<PersonalSaveOutcome> {
    if (profileId === null)
      return outcomeOf((await create({ variables: { input } })).data?.createProfile, serverText);
    return outcomeOf((await update({ variables: { id: profileId, input } })).data?.updateProfile, serverText);
  }

  return { save, saving: created.loading || updated.loading };
}
