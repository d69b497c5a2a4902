import { useCallback } from 'react';
import { graphql } from '../../graphql/generated';
import type { Said } from '../../components/status-line';
import { useWrite } from '../../components/use-write';
import { useText } from '../../i18n/use-text';

const UpdateMemberSettingsMutation = graphql(`
  mutation UpdateMemberSettingsMutation($acceptsEnquiries: Boolean, $digest: Boolean) {
    updateMemberSettings(acceptsEnquiries: $acceptsEnquiries, digest: $digest) {
      settings {
        acceptsEnquiries
        digest
      }
      errors {
        ...UserErrors
      }
    }
  }
`);

export interface MemberSettings {
  acceptsEnquiries: boolean;
  digest: boolean;
}

/**
 * Saving the member's settings, one switch at a time (a setting left out stays as it is): the switch moves at once
 * (an optimistic answer), and back if the server refuses; the stored settings become the viewer's in the cache (and
 * whether the member takes enquiries, their designer entry's). Answers what the status line says.
 */
export function useUpdateMemberSettings(viewerId: string) {
  const text = useText();
  const { write, writing } = useWrite(UpdateMemberSettingsMutation, {
    payload: (data) => data.updateMemberSettings,
    accepted: (payload) => Boolean(payload.settings),
    update(cache, { data }) {
      const settings = data?.updateMemberSettings.settings;
      if (!settings) return;
      cache.modify({
        id: cache.identify({ __typename: 'Viewer', id: viewerId }),
        fields: { settings: () => settings },
      });
      // The member's own designer page shows the enquiry form or not.
      cache.modify({
        id: cache.identify({ __typename: 'Designer', id: viewerId }),
        fields: { acceptsEnquiries: () => settings.acceptsEnquiries },
      });
    },
  });

  const save = useCallback(
    async (current: MemberSettings, change: Partial<MemberSettings>): Promise<Said | null> => {
      const outcome = await write(
        change,
        { done: text('memberProfile.settings.saved'), failed: text('memberProfile.settings.failed') },
        {
          optimisticResponse: {
            __typename: 'Mutation',
            updateMemberSettings: {
              __typename: 'UpdateMemberSettingsPayload',
              settings: { __typename: 'MemberSettings', ...current, ...change },
              errors: [],
            },
          },
        },
      );
      return outcome.said;
    },
    [write, text],
  );

  return { save, saving: writing };
}
