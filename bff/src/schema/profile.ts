import type { FieldMap, ImplementableObjectRef, InputObjectRef, ObjectFieldBuilder } from '@pothos/core';
import { builder, type SchemaTypes } from './builder';
import { memberCall, openCall } from './field-access';
import { CACHE, responseCacheTags } from './cache-hints';
import { messageCodeField, idOf, localizedField, imageField, timeField, LOOKUP_ID_RULE } from './shared';
import { attempt, orNull, type WriteOutcome } from './errors';
import { recordPayloadType } from './payloads';
import type { GraphQLContext } from '../context';
import type {
  DegreeDto,
  EducationBody,
  EducationDto,
  ProfileBody,
  ProfileDto,
  WorkBody,
  WorkDto,
} from '../legacy/legacy-types';

export const Degree = builder.objectRef<DegreeDto>('Degree');
Degree.implement({
  directives: CACHE.reference,
  description: 'An academic degree an education entry can name.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable id of the degree.' }),
    name: localizedField(t, 'name_th', 'name_en', 'The degree in Thai and English.'),
  }),
});

/** A line of a list section of a profile (education, work), with the profile it belongs to. */
type LineShape<Entry> = Entry & { profileId: number };

/** The lines of one list section of `profile`, each knowing its profile. */
function linesOf<Entry>(profile: ProfileDto, entries: Entry[]): LineShape<Entry>[] {
  return entries.map((entry) => ({ ...entry, profileId: profile.id }));
}

/** Gives the type of a section's lines its fields: its id and number in the profile, and `fields` of its own. */
function implementLine<Entry extends { id: number }>(
  line: ImplementableObjectRef<SchemaTypes, LineShape<Entry>>,
  description: string,
  fields: (t: ObjectFieldBuilder<SchemaTypes, LineShape<Entry>>) => FieldMap,
): void {
  line.implement({
    directives: CACHE.catalogue,
    description,
    fields: (t) => ({
      id: t.id({
        description: 'Id of the entry: the profile id and its number.',
        resolve: (entry) => `${entry.profileId}-${entry.id}`,
      }),
      number: t.int({
        description: 'The entry’s number in the profile, from 1, in display order.',
        resolve: (entry) => entry.id,
      }),
      ...fields(t),
    }),
  });
}

export const Education = builder.objectRef<LineShape<EducationDto>>('Education');
implementLine(Education, 'A line of a profile’s education.', (t) => ({
  schoolUniversity: t.exposeString('school_university', { description: 'School or university.' }),
  degree: t.field({
    type: Degree,
    nullable: true,
    description: 'The degree, when given.',
    resolve: (entry) => entry.degree,
  }),
  classOf: t.exposeString('class_of', { description: 'Graduation year or class (shown as “branch”).' }),
}));

export const Work = builder.objectRef<LineShape<WorkDto>>('Work');
implementLine(Work, 'A line of a profile’s work experience; the first is the current one.', (t) => ({
  company: t.exposeString('company', { description: 'Company or studio.' }),
  position: t.exposeString('position', { description: 'Job title.' }),
  city: t.exposeString('city', { description: 'City.' }),
  country: t.string({
    description: 'Country, in English.',
    resolve: (entry) => entry.country?.name_en ?? '',
  }),
}));

export const Profile = builder.objectRef<ProfileDto>('Profile');
Profile.implement({
  directives: CACHE.catalogue,
  description: 'A designer’s profile: personal details, education, work experience, pictures.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable id of the profile (the legacy profile_id).' }),
    designerId: t.exposeID('member_id', { description: 'The designer’s member id (see `Query.designer`).' }),
    firstName: localizedField(t, 'firstname_th', 'firstname_en', 'First name in Thai and English.'),
    lastName: localizedField(t, 'lastname_th', 'lastname_en', 'Last name in Thai and English.'),
    firstNameEn: t.string({
      description: 'First name in English as entered (may be empty).',
      resolve: (p) => p.firstname_en ?? '',
    }),
    lastNameEn: t.string({
      description: 'Last name in English as entered (may be empty).',
      resolve: (p) => p.lastname_en ?? '',
    }),
    city: t.exposeString('city', { description: 'City.' }),
    brandName: t.exposeString('brand_name', { description: 'Studio or brand name.' }),
    profession: t.exposeString('profession', { description: 'Profession.' }),
    designType: t.exposeString('design_type', { description: 'Kind of design practised.' }),
    email: t.exposeString('email', {
      nullable: true,
      description: 'Contact e-mail; only its owner sees it (null for others).',
    }),
    mobileNumber: t.exposeString('mobile_number', {
      nullable: true,
      description: 'Mobile number; only its owner sees it.',
    }),
    website: t.exposeString('website', {
      description: 'Website address (http or https; older profiles may hold text as it was typed).',
    }),
    domainName: t.exposeString('domain_name', {
      nullable: true,
      description: 'The designer’s unique address name on the site.',
    }),
    facebook: t.exposeString('facebook', { description: 'Facebook page or handle.' }),
    instagram: t.exposeString('instagram', { description: 'Instagram handle.' }),
    pinterest: t.exposeString('pinterest', { description: 'Pinterest handle.' }),
    picture: imageField(
      t,
      'images_profile',
      'img_path',
      'Profile picture (90×90 on the profile); null when none.',
    ),
    cover: imageField(
      t,
      'images_profile_cover',
      'cover_url',
      'Cover picture (shown 180 px high on desktop, 120 px on phones); null when none.',
    ),
    educations: t.field({
      type: [Education],
      description: 'Education, in display order.',
      resolve: (profile) => linesOf(profile, profile.educations),
    }),
    works: t.field({
      type: [Work],
      description: 'Work experience, the current job first.',
      resolve: (profile) => linesOf(profile, profile.works),
    }),
    createdAt: timeField(t, 'created_at', 'When it was created.', { nullable: true }),
    updatedAt: timeField(t, 'updated_at', 'When it last changed.', { nullable: true }),
  }),
});

const DomainNameAvailability = builder.simpleObject(
  'DomainNameAvailability',
  {
    directives: CACHE.never,
    description: 'Whether a domain name can be taken (the profile form’s check button).',
    fields: (t) => ({
      available: t.boolean({ description: 'True when free (or already the caller’s own).' }),
      message: t.string({ description: 'The server’s explanation to show.' }),
    }),
  },
  (t) => ({ messageCode: messageCodeField(t) }),
);

builder.queryFields((t) => ({
  profile: t.field({
    ...memberCall,
    directives: CACHE.viewer,
    type: Profile,
    nullable: true,
    description: `A profile by id (signed-in members); contact details only when it is the caller’s. Null when none. ${LOOKUP_ID_RULE}`,
    args: { id: t.arg.id({ description: 'The profile id.' }) },
    resolve: (_root, args, context) => orNull(context.legacy.profile({ id: idOf(args.id, 'id') })),
  }),
  degrees: t.field({
    ...openCall,
    type: [Degree],
    nullable: true,
    description: 'The degrees an education entry can name.',
    resolve: (_root, _args, context) => context.referenceData.get('degrees', () => context.legacy.degrees()),
  }),
  domainNameAvailability: t.field({
    ...openCall,
    type: DomainNameAvailability,
    nullable: true,
    description:
      'Checks a domain name for the profile form. Signed in, the caller’s own name counts as available.',
    args: { domainName: t.arg.string({ description: 'The name to check.' }) },
    resolve: (_root, args, context) => context.legacy.checkDomainName(args.domainName),
  }),
}));

const ProfileInput = builder.inputType('ProfileInput', {
  description: 'The personal section of a profile. Thai names, e-mail and domain name are required.',
  fields: (t) => ({
    firstNameTh: t.string({ description: 'First name in Thai (required).' }),
    lastNameTh: t.string({ description: 'Last name in Thai (required).' }),
    firstNameEn: t.string({ required: false, description: 'First name in English.' }),
    lastNameEn: t.string({ required: false, description: 'Last name in English.' }),
    email: t.string({ description: 'Contact e-mail (required).' }),
    domainName: t.string({
      description: 'Unique address name: lower-case letters, digits and hyphens, 3–50 (required).',
    }),
    city: t.string({ required: false, description: 'City.' }),
    brandName: t.string({ required: false, description: 'Studio or brand name.' }),
    profession: t.string({ required: false, description: 'Profession.' }),
    designType: t.string({ required: false, description: 'Kind of design practised.' }),
    mobileNumber: t.string({ required: false, description: 'Mobile number.' }),
    website: t.string({
      required: false,
      description:
        'Website address; without a scheme it gets https. Only http and https addresses are stored: anything else (`javascript:`, `data:`) is refused with `LINK_INVALID` on this field.',
    }),
    facebook: t.string({
      required: false,
      description:
        'Facebook page or handle, stored as its https address; anything that is neither an address nor a handle (`javascript:`, `data:`) is refused with `LINK_INVALID`.',
    }),
    instagram: t.string({
      required: false,
      description: 'Instagram handle or address, stored as its https address (refused as `facebook` is).',
    }),
    pinterest: t.string({
      required: false,
      description: 'Pinterest handle or address, stored as its https address (refused as `facebook` is).',
    }),
    pictureFileName: t.string({ required: false, description: 'Uploaded profile picture (type `profile`).' }),
    coverFileName: t.string({ required: false, description: 'Uploaded cover picture (type `cover`).' }),
  }),
});

const PROFILE_FIELDS: Record<string, string> = {
  name_th: 'firstNameTh',
  last_th: 'lastNameTh',
  firstname_th: 'firstNameTh',
  lastname_th: 'lastNameTh',
  name_en: 'firstNameEn',
  last_en: 'lastNameEn',
  domain_name: 'domainName',
  img_path: 'pictureFileName',
  picture_url: 'pictureFileName',
  cover_url: 'coverFileName',
};

function profileBody(input: typeof ProfileInput.$inferInput): ProfileBody {
  return {
    name_th: input.firstNameTh,
    last_th: input.lastNameTh,
    firstname_en: input.firstNameEn ?? '',
    lastname_en: input.lastNameEn ?? '',
    email: input.email,
    domain_name: input.domainName,
    city: input.city ?? '',
    brand_name: input.brandName ?? '',
    profession: input.profession ?? '',
    design_type: input.designType ?? '',
    mobile_number: input.mobileNumber ?? '',
    website: input.website ?? '',
    facebook: input.facebook ?? '',
    instagram: input.instagram ?? '',
    pinterest: input.pinterest ?? '',
    img_path: input.pictureFileName ?? '',
    cover_url: input.coverFileName ?? '',
  };
}

const ProfilePayload = recordPayloadType('ProfilePayload', {
  description: 'The result of saving a profile section: the profile as stored, or what to fix.',
  record: { profile: { type: Profile, description: 'The saved profile; null when refused.' } },
  message: 'The server’s success text (`create profile success`, `update profile success`).',
  errors: 'What to fix; empty on success.',
});

const EducationInput = builder.inputType('EducationInput', {
  description: 'An education line. Lines with an empty school are left out when saved.',
  fields: (t) => ({
    schoolUniversity: t.string({ description: 'School or university.' }),
    degreeId: t.id({ required: false, description: 'One of `Query.degrees`.' }),
    classOf: t.string({ required: false, description: 'Graduation year or class.' }),
  }),
});

const WorkInput = builder.inputType('WorkInput', {
  description: 'A work line. Lines with an empty company are left out when saved.',
  fields: (t) => ({
    company: t.string({ description: 'Company or studio.' }),
    position: t.string({ required: false, description: 'Job title.' }),
    city: t.string({ required: false, description: 'City.' }),
    country: t.string({ required: false, description: 'Country, in English.' }),
  }),
});

/** The stored profile after a write, read back with the caller's token. */
async function reload(context: GraphQLContext, profileId: number): Promise<ProfileDto> {
  return context.legacy.profile({ id: profileId });
}

function educationBody(entry: typeof EducationInput.$inferInput): EducationBody {
  return {
    school_university: entry.schoolUniversity,
    degree_id: entry.degreeId ? idOf(entry.degreeId, 'degreeId') : null,
    class_of: entry.classOf ?? '',
  };
}

function workBody(entry: typeof WorkInput.$inferInput): WorkBody {
  return {
    company: entry.company,
    position: entry.position ?? '',
    city: entry.city ?? '',
    country: entry.country ?? '',
  };
}

/** What a profile write answers on success: the server's message and the profile as stored. */
interface SavedProfile {
  message: string;
  profile: ProfileDto;
}

/**
 * The payload of a profile write: the saved profile and message, or what to fix. A saved profile also drops the
 * cached public answers showing its designer.
 */
async function payloadOf(context: GraphQLContext, outcome: WriteOutcome<SavedProfile>) {
  if (!outcome.result) return { profile: null, message: null, errors: outcome.errors };
  if (outcome.result.profile)
    await context.publicAnswers.invalidate([responseCacheTags.designer(outcome.result.profile.member_id)]);
  return { ...outcome.result, errors: [] };
}

/**
 * The mutation replacing one list section of the member's own profile (education or work): its input `lines`
 * mapped to the legacy rows, the list replaced, and the whole profile answered as stored.
 */
function replaceSection<Line extends object, Row>(
  t: PothosSchemaTypes.MutationFieldBuilder<SchemaTypes, SchemaTypes['Root']>,
  section: {
    description: string;
    /** The argument holding every line, in order. */
    lines: { name: string; type: InputObjectRef<SchemaTypes, Line>; description: string };
    toRow: (line: Line) => Row;
    save: (context: GraphQLContext, profileId: number, rows: Row[]) => Promise<{ message: string }>;
  },
) {
  const { lines } = section;
  return t.field({
    ...memberCall,
    type: ProfilePayload,
    description: section.description,
    args: {
      profileId: t.arg.id({ description: 'The profile id.' }),
      [lines.name]: t.arg({ type: [lines.type], description: lines.description }),
    },
    resolve: async (_root, args, context) => {
      const profileId = idOf(args.profileId, 'profileId');
      const given = args[lines.name] as Line[];
      const outcome = await attempt(async () => {
        const saved = await section.save(context, profileId, given.map(section.toRow));
        return { message: saved.message, profile: await reload(context, profileId) };
      });
      return payloadOf(context, outcome);
    },
  });
}

builder.mutationFields((t) => ({
  createProfile: t.field({
    ...memberCall,
    type: ProfilePayload,
    description:
      'Creates the signed-in member’s profile (personal section). Education and work follow once it exists.',
    args: { input: t.arg({ type: ProfileInput, description: 'The personal section.' }) },
    resolve: async (_root, { input }, context) => {
      const outcome = await attempt(async () => {
        const created = await context.legacy.createProfile(profileBody(input));
        return { message: created.status, profile: await reload(context, created.profile_id) };
      }, PROFILE_FIELDS);
      return payloadOf(context, outcome);
    },
  }),
  updateProfile: t.field({
    ...memberCall,
    type: ProfilePayload,
    description: 'Saves the personal section of the signed-in member’s own profile.',
    args: {
      id: t.arg.id({ description: 'The profile id.' }),
      input: t.arg({ type: ProfileInput, description: 'The personal section.' }),
    },
    resolve: async (_root, { id, input }, context) => {
      const outcome = await attempt(async () => {
        const updated = await context.legacy.updateProfile({ id: idOf(id, 'id'), ...profileBody(input) });
        return { message: updated.message, profile: updated.data };
      }, PROFILE_FIELDS);
      return payloadOf(context, outcome);
    },
  }),
  updateEducations: replaceSection(t, {
    description: 'Replaces the education section of the signed-in member’s own profile.',
    lines: { name: 'educations', type: EducationInput, description: 'Every line, in order.' },
    toRow: educationBody,
    save: (context, profileId, rows) => context.legacy.updateEducations(profileId, rows),
  }),
  updateWorks: replaceSection(t, {
    description: 'Replaces the work section of the signed-in member’s own profile.',
    lines: { name: 'works', type: WorkInput, description: 'Every line, the current job first.' },
    toRow: workBody,
    save: (context, profileId, rows) => context.legacy.updateWorks(profileId, rows),
  }),
}));
