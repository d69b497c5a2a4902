import { builder } from './builder';
import { legacyCost } from './field-cost';
import { memberCall } from './field-access';
import { CACHE, responseCacheTags } from './cache-hints';
import { currentViewer } from './current-viewer';
import { recordPayloadOf, recordPayloadType } from './payloads';
import { givenOf } from './shared';
import { attempt } from './errors';
import { Viewer } from './viewer';
import type { MemberSettingsDto } from '../legacy/legacy-types';

/** What a member chooses about their audience: enquiries on or off, the daily digest on or off. */
const MemberSettings = builder.objectRef<MemberSettingsDto>('MemberSettings').implement({
  directives: CACHE.viewer,
  description: 'The member’s choices about enquiries and e-mail.',
  fields: (t) => ({
    acceptsEnquiries: t.exposeBoolean('accepts_enquiries', {
      description: 'Whether visitors may send the member enquiries (the form shows on their pages).',
    }),
    digest: t.exposeBoolean('digest', {
      description: 'Whether the member gets the daily e-mail of new followers and appreciations.',
    }),
  }),
});

builder.objectField(Viewer, 'settings', (t) =>
  t.field({
    complexity: legacyCost({ calls: 1 }),
    type: MemberSettings,
    description: 'The member’s choices about enquiries and e-mail.',
    resolve: (_viewer, _args, context) => context.legacy.mySettings(),
  }),
);

const UpdateMemberSettingsPayload = recordPayloadType('UpdateMemberSettingsPayload', {
  description: 'The settings as stored, or why they were refused.',
  record: { settings: { type: MemberSettings, description: 'The settings as stored; null when refused.' } },
  errors: 'Why it was refused; empty on success.',
});

builder.mutationField('updateMemberSettings', (t) =>
  t.field({
    ...memberCall,
    type: UpdateMemberSettingsPayload,
    description: 'Turns enquiries or the daily digest on or off; a setting left out stays as it is.',
    args: {
      acceptsEnquiries: t.arg.boolean({ required: false, description: 'Take enquiries from visitors.' }),
      digest: t.arg.boolean({ required: false, description: 'Get the daily digest e-mail.' }),
    },
    resolve: async (_root, args, context) => {
      const outcome = await attempt(() =>
        context.legacy.updateMySettings(
          givenOf({ accepts_enquiries: args.acceptsEnquiries, digest: args.digest }),
        ),
      );
      if (outcome.result) {
        // The designer's public answers say whether they take enquiries.
        const memberId = (await currentViewer(context))?.user.id;
        if (memberId !== undefined)
          await context.publicAnswers.invalidate([responseCacheTags.designer(memberId)]);
      }
      return recordPayloadOf('settings', outcome);
    },
  }),
);
