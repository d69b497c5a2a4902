import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';
import { said, type Said } from '../../components/status-line';
import { useServerText } from '../../i18n/use-server-text';
import { useText } from '../../i18n/use-text';

const UpdateMemberSettingsMutation = graphql(`
  mutation UpdateMemberSettingsMutation($acceptsEnquiries: Boolean, $digest: Boolean) {
    updateMemberSettings(acceptsEnquiries: $acceptsEnquiries, digest: $digest) {
      settings {
        acceptsEnquiries
        digest
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
  const serverText = useServerText();
  const [update, { loading }] = useMutation(UpdateMemberSettingsMutation);

  const save = useCallback(
    async (current: MemberSettings, change: Partial<MemberSettings>): Promise<Said> => {
      const failed = text('memberProfile.settings.failed');
      try {
        const { data } = await update({
          variables: change,
          optimisticResponse: {
            __typename: 'Mutation',
            updateMemberSettings: {
              __typename: 'UpdateMemberSettingsPayload',
              settings: { __typename: 'MemberSettings', ...current, ...change },
              errors: [],
            },
          },
          update(cache, { data: answer }) {
            const settings = answer?.updateMemberSettings.settings;
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
        const payload = data?.updateMemberSettings;
        if (!payload?.settings) return said(false, serverText(payload?.errors ?? [], failed));
        return said(true, text('memberProfile.settings.saved'));
      } catch {
        return said(false, failed);
      }
    },
    [update, viewerId, serverText, text],
  );

  return { save, saving: loading };
}
