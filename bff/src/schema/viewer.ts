import { builder } from './builder';
import { legacyCost } from './field-cost';
import { openCall } from './field-access';
import { CACHE } from './cache-hints';
import { Image, LocalizedText, imageOf, localized } from './shared';
import { orNull } from './errors';
import { Profile } from './profile';
import { PortfolioPage, pageField, pageInfoOf, pageOf } from './paged-list';
import { currentViewer, type ViewerShape } from './current-viewer';
import type { GraphQLContext } from '../context';

export const Viewer = builder.objectRef<ViewerShape>('Viewer').implement({
  directives: CACHE.viewer,
  description:
    'The signed-in member: who they are, their profile and their own portfolios with approval status.',
  fields: (t) => ({
    id: t.id({ description: 'The member id (also the designer id).', resolve: (viewer) => viewer.user.id }),
    email: t.string({ description: 'The account’s e-mail.', resolve: (viewer) => viewer.user.email }),
    firstName: t.field({
      type: LocalizedText,
      description: 'First name as registered (Thai).',
      resolve: (viewer) => localized(viewer.user.firstname_th, null),
    }),
    lastName: t.field({
      type: LocalizedText,
      description: 'Last name as registered (Thai).',
      resolve: (viewer) => localized(viewer.user.lastname_th, null),
    }),
    profileId: t.id({
      nullable: true,
      description: 'The member’s profile id; null until they create a profile.',
      resolve: (viewer) => viewer.user.profile_id,
    }),
    picture: t.field({
      complexity: legacyCost({ calls: 1 }),
      type: Image,
      nullable: true,
      description:
        'The header picture: the Facebook picture if signed in with Facebook, else the profile picture, else null.',
      resolve: async (viewer, _args, context) => {
        if (viewer.user.image_profile_facebook) {
          return { url: viewer.user.image_profile_facebook, fileName: viewer.user.image_profile_facebook };
        }
        const profile = viewer.user.profile_id ? await ownProfile(context) : null;
        return imageOf(context, 'images_profile', profile?.img_path);
      },
    }),
    profile: t.field({
      complexity: legacyCost({ calls: 1 }),
      type: Profile,
      nullable: true,
      description: 'The member’s own profile with contact details; null until created.',
      resolve: (viewer, _args, context) => (viewer.user.profile_id ? ownProfile(context) : null),
    }),
    portfolios: pageField(t, PortfolioPage, {
      description: 'The member’s own portfolios, newest change first, with their approval status, 12 a page.',
      load: async (viewer, page, context) => {
        const profileId = viewer.user.profile_id;
        if (profileId) return pageOf(await context.legacy.profilePortfolios(profileId, page));
        // Without a profile the legacy API lists them unpaged.
        const all = await context.legacy.memberPortfolios(viewer.user.id);
        return {
          items: all,
          pageInfo: pageInfoOf({
            current_page: 1,
            last_page: 1,
            per_page: Math.max(all.length, 1),
            total: all.length,
          }),
        };
      },
    }),
    sessionExpiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the session ends unless renewed by signing in again.',
      resolve: (viewer) => viewer.expiresAt,
    }),
  }),
});

function ownProfile(context: GraphQLContext) {
  return context.once('own-profile', () => orNull(context.legacy.profile({})));
}

builder.queryFields((t) => ({
  viewer: t.field({
    ...openCall,
    type: Viewer,
    nullable: true,
    description: 'The signed-in member, or null for a visitor (or an expired session).',
    resolve: (_root, _args, context) => currentViewer(context),
  }),
}));
