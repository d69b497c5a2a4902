import Type from 'typebox';
import { IdValue, Message, Nullable, Timestamp } from './common';
import { Degree } from './reference';

/** Members: their profiles, designers in lists, and the member in sign-in answers. */

export const Education = Type.Object(
  {
    id: Type.Integer({ description: 'Local number from 1, in display order.' }),
    school_university: Type.String(),
    degree_id: Nullable(Type.Integer()),
    degree: Nullable(Degree),
    class_of: Type.String(),
  },
  { $id: 'Education', description: 'A school on a profile.' },
);

export const Work = Type.Object(
  {
    id: Type.Integer({ description: 'Local number from 1, in display order; the first is the current one.' }),
    company: Type.String(),
    position: Type.String(),
    city: Type.String(),
    country: Nullable(Type.Object({ name_en: Type.String() })),
  },
  { $id: 'Work', description: 'A job on a profile.' },
);

export const Profile = Type.Object(
  {
    profile_id: Type.Integer(),
    id: Type.Integer(),
    member_id: Type.Integer(),
    name_th: Type.String({ description: 'Same as `firstname_th`.' }),
    last_th: Type.String({ description: 'Same as `lastname_th`.' }),
    firstname_th: Type.String(),
    lastname_th: Type.String(),
    firstname_en: Type.String(),
    lastname_en: Type.String(),
    city: Type.String(),
    brand_name: Type.String(),
    profession: Type.String(),
    design_type: Type.String(),
    email: Nullable(Type.String({ description: 'Null unless the caller owns the profile.' })),
    mobile_number: Nullable(Type.String({ description: 'Null unless the caller owns the profile.' })),
    website: Type.String(),
    domain_name: Nullable(
      Type.String({
        description: 'The designer’s address name; null only on a profile older than the rule.',
      }),
    ),
    facebook: Type.String(),
    instagram: Type.String(),
    pinterest: Type.String(),
    img_path: Nullable(Type.String({ description: 'Profile picture (folder `images_profile`).' })),
    picture_url: Nullable(Type.String({ description: 'Same as `img_path`.' })),
    cover_url: Nullable(Type.String({ description: 'Cover picture (folder `images_profile_cover`).' })),
    educations: Type.Array(Education),
    works: Type.Array(Work),
    followers: Type.Integer({ description: 'Members who follow the designer.' }),
    following: Type.Integer({ description: 'Designers the member follows.' }),
    accepts_enquiries: Type.Boolean({ description: 'Whether visitors may send the designer an enquiry.' }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { $id: 'Profile', description: 'A member’s profile.' },
);

export const Designer = Type.Object(
  {
    id: Type.Integer(),
    member_id: Type.Integer(),
    firstname_th: Type.String(),
    lastname_th: Type.String(),
    portfolio_amount: Type.Integer({ description: 'The designer’s public portfolios.' }),
    profile: Nullable(Profile),
    works: Type.Array(Work),
    followers: Type.Integer(),
    following: Type.Integer(),
  },
  { $id: 'Designer', description: 'A member, in featured and collection lists.' },
);

export const DesignerMatch = Type.Object(
  {
    member_id: Type.Integer(),
    firstname_th: Type.String(),
    lastname_th: Type.String(),
    portfolio_amount: Type.Integer(),
    profile: Nullable(Profile),
    followers: Type.Integer({ description: 'Members who follow the designer.' }),
    following: Type.Integer({ description: 'Designers the member follows.' }),
  },
  { $id: 'DesignerMatch', description: 'A designer with public work whose names or brand match a search.' },
);

export const User = Type.Object(
  {
    id: Type.Integer(),
    member_id: Type.Integer(),
    email: Type.String(),
    firstname_th: Type.String(),
    lastname_th: Type.String(),
    mobile_number: Type.String({ description: 'Empty for a member who signed up with Facebook.' }),
    profile_id: Nullable(Type.Integer({ description: 'Null until the member creates a profile.' })),
    fb_id: Nullable(Type.String()),
    image_profile_facebook: Nullable(Type.String()),
    email_verified_at: Nullable(Timestamp),
    created_at: Timestamp,
    staff_role: Nullable(
      Type.String({ description: '`moderator` or `operator` for staff; null for a designer.' }),
    ),
  },
  { $id: 'User', description: 'The member in sign-in answers.' },
);

const profileBodyFields = {
  firstname_th: Type.Optional(Type.String({ description: 'Required, or as `name_th`.' })),
  name_th: Type.Optional(Type.String({ description: 'Same as `firstname_th`.' })),
  lastname_th: Type.Optional(Type.String({ description: 'Required, or as `last_th`.' })),
  last_th: Type.Optional(Type.String({ description: 'Same as `lastname_th`.' })),
  email: Type.String(),
  domain_name: Type.String({
    description: 'Lower-case letters, digits and inner hyphens, 3 to 50, not taken by another profile.',
  }),
  firstname_en: Type.Optional(Type.String()),
  name_en: Type.Optional(Type.String({ description: 'Same as `firstname_en`.' })),
  lastname_en: Type.Optional(Type.String()),
  last_en: Type.Optional(Type.String({ description: 'Same as `lastname_en`.' })),
  city: Type.Optional(Type.String()),
  brand_name: Type.Optional(Type.String()),
  profession: Type.Optional(Type.String()),
  design_type: Type.Optional(Type.String()),
  mobile_number: Type.Optional(Type.String()),
  website: Type.Optional(Type.String({ description: 'Stored as an http or https address.' })),
  facebook: Type.Optional(Type.String({ description: 'A handle or an address; stored as an address.' })),
  instagram: Type.Optional(Type.String({ description: 'A handle or an address; stored as an address.' })),
  pinterest: Type.Optional(Type.String({ description: 'A handle or an address; stored as an address.' })),
  picture_url: Type.Optional(Nullable(Type.String({ description: 'A `profile` upload, or empty.' }))),
  img_path: Type.Optional(Nullable(Type.String({ description: 'Same as `picture_url`.' }))),
  cover_url: Type.Optional(Nullable(Type.String({ description: 'A `cover` upload, or empty.' }))),
};

export const ProfileBody = Type.Object(profileBodyFields, {
  $id: 'ProfileBody',
  description: 'A new profile of the caller (`api/profile`). Text fields hold up to 191 characters.',
});

export const UpdateProfileBody = Type.Object(
  { id: IdValue, ...profileBodyFields },
  {
    $id: 'UpdateProfileBody',
    description: 'A profile’s new fields (`api/update-profile`), with its id; as `ProfileBody`.',
  },
);

export const EducationBody = Type.Object(
  {
    school_university: Type.Optional(Type.String({ description: 'A row without it is left out.' })),
    degree_id: Type.Optional(
      Nullable(
        Type.Union([Type.Integer(), Type.String()], {
          description: 'A degree of `api/degree`; null or empty for none (422 for another).',
        }),
      ),
    ),
    class_of: Type.Optional(Nullable(Type.Union([Type.String(), Type.Integer()]))),
  },
  { $id: 'EducationBody', description: 'A school to keep on a profile.' },
);

export const WorkBody = Type.Object(
  {
    company: Type.Optional(Type.String({ description: 'A row without it is left out.' })),
    position: Type.Optional(Type.String()),
    city: Type.Optional(Nullable(Type.String())),
    country: Type.Optional(
      Nullable(
        Type.Union([Type.String(), Type.Object({ name_en: Type.Optional(Type.String()) })], {
          description: 'A name or `{ name_en }`.',
        }),
      ),
    ),
  },
  { $id: 'WorkBody', description: 'A job to keep on a profile.' },
);

export const CreateProfile = Type.Object(
  {
    status: Type.Literal('create profile success', { description: 'Text here, as the legacy API answers.' }),
    member_id: Type.Integer(),
    profile_id: Type.Integer(),
  },
  { $id: 'CreateProfile', description: 'The caller’s new profile.' },
);

export const DomainNameCheck = Type.Object(
  {
    ...Message.properties,
    available: Type.Boolean({
      description: 'Free, or the caller’s own; false too for a name the rule refuses.',
    }),
  },
  { $id: 'DomainNameCheck', description: 'Whether a domain name may be used for the caller’s profile.' },
);
