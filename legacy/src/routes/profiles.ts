import Type from 'typebox';
import { idFromPath, Input } from '../http/input';
import { HttpError } from '../http/http-error';
import { Validator } from '../http/validation';
import { requireOwner, type LegacyApp, type LegacyRouter } from '../app';
import type { Database } from '../db/database';
import {
  findProfile,
  findProfileByMember,
  insertProfile,
  listDegrees,
  profileIdWithDomainName,
  profilesJson,
  PROFILE_TEXT_FIELDS,
  replaceEducations,
  replaceWorks,
  updateProfile,
  type ProfileFields,
  type ProfileRow,
} from '../members/profiles';
import { storedImageName } from '../images/folders';
import { isWebAddress, normaliseSocialLink, normaliseWebsite } from '../members/social-links';
import { Data, idParams, IdText, MessageData, Nullable } from '../contract/common';
import {
  CreateProfile,
  DomainNameCheck,
  Education,
  EducationBody,
  Profile,
  ProfileBody,
  UpdateProfileBody,
  Work,
  WorkBody,
} from '../contract/members';
import { Degree } from '../contract/reference';

/** Lower-case letters, digits and inner hyphens: the designer's address on the site. */
const DOMAIN_NAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,48}[a-z0-9])$/;

/** The profile fields of a create or update, accepting both spellings the legacy client uses. */
function profileFields(db: Database, input: Input, ownProfileId: number | undefined): ProfileFields {
  const firstName = input.string('name_th') || input.string('firstname_th');
  const lastName = input.string('last_th') || input.string('lastname_th');
  const validator = new Validator(input).email('email');
  if (firstName === '') validator.fail('name_th', 'The name th field is required.');
  if (lastName === '') validator.fail('last_th', 'The last th field is required.');
  validator.required('email', 'domain_name');
  for (const field of [...PROFILE_TEXT_FIELDS, 'email', 'name_en', 'last_en'] as const)
    validator.maxLength(field, 191);
  const domainName = input.string('domain_name').toLowerCase();
  if (domainName !== '' && !DOMAIN_NAME_PATTERN.test(domainName)) {
    validator.fail(
      'domain_name',
      'The domain name may only hold lower-case letters, digits and hyphens (3–50).',
    );
  } else if (domainName !== '' && !domainNameAvailable(db, domainName, ownProfileId)) {
    validator.fail('domain_name', 'The domain name has already been taken.');
  }
  // Social fields are stored as one address whatever form was typed (a handle, an address without https…), and
  // only as a web address.
  const links = {
    website: normaliseWebsite(input.string('website')),
    facebook: normaliseSocialLink('facebook', input.string('facebook')),
    instagram: normaliseSocialLink('instagram', input.string('instagram')),
    pinterest: normaliseSocialLink('pinterest', input.string('pinterest')),
  };
  for (const [field, link] of Object.entries(links))
    if (!isWebAddress(link)) validator.fail(field, `The ${field} must be an http or https address.`);
  validator.check();
  const picture = input.string('img_path') || input.string('picture_url');
  return {
    name_th: firstName,
    last_th: lastName,
    name_en: input.string('name_en') || input.string('firstname_en'),
    last_en: input.string('last_en') || input.string('lastname_en'),
    email: input.string('email'),
    domain_name: domainName,
    ...Object.fromEntries(PROFILE_TEXT_FIELDS.map((field) => [field, input.string(field)])),
    ...links,
    img_path: storedImageName(db, 'img_path', picture, 'images_profile'),
    cover_url: storedImageName(db, 'cover_url', input.string('cover_url'), 'images_profile_cover'),
  } as ProfileFields;
}

function domainNameAvailable(db: Database, domainName: string, ownProfileId: number | undefined): boolean {
  const ownerId = profileIdWithDomainName(db, domainName);
  return ownerId === undefined || ownerId === ownProfileId;
}

/** The profile named by a route's `{id}` that the signed-in member owns: 404 or 403 otherwise. */
function ownedProfile(app: LegacyApp, memberId: number, idText: string | undefined): ProfileRow {
  const id = idFromPath(idText);
  const profile = id === undefined ? undefined : findProfile(app.db, id);
  if (!profile) throw new HttpError(404, 'Profile not found.');
  requireOwner(memberId, profile.member_id, 'profile');
  return profile;
}

/** Designer profiles with their educations and works, and the domain-name check. */
export function registerProfileRoutes(router: LegacyRouter, app: LegacyApp): void {
  const { db } = app;

  router.get(
    '/api/get-profile-byid',
    {
      session: 'required',
      contract: {
        tag: 'profiles',
        summary: 'A profile by its id or its member’s id; neither: the caller’s own.',
        description: 'Its e-mail and mobile number only to its owner. 404 `Profile not found.`',
        query: Type.Object({
          id: Type.Optional(IdText),
          member_id: Type.Optional(IdText),
        }),
        answer: Data(Profile),
      },
    },
    ({ input, session }) => {
      const id = input.integer('id');
      const memberId = input.integer('member_id');
      const profile =
        id !== undefined ? findProfile(db, id) : findProfileByMember(db, memberId ?? session.memberId);
      if (!profile) throw new HttpError(404, 'Profile not found.');
      return { json: { status: 200, data: profilesJson(db, [profile], session.memberId)[0] } };
    },
  );

  router.post(
    '/api/profile',
    {
      session: 'required',
      contract: {
        tag: 'profiles',
        summary: 'Creates the caller’s profile.',
        description:
          'Picture fields take file names `api/image-up` stored for the matching type (`profile`, `cover`), or ' +
          'empty. 409 when the caller has a profile; 422 naming each wrong field (a missing name, a taken or ' +
          'malformed domain name, a website or social field that is not an http or https address, a foreign ' +
          'picture).',
        body: ProfileBody,
        answer: CreateProfile,
      },
    },
    ({ input, session }) => {
      if (findProfileByMember(db, session.memberId))
        throw new HttpError(409, 'This member already has a profile.');
      const fields = profileFields(db, input, undefined);
      const profileId = insertProfile(db, session.memberId, fields, app.clock());
      return {
        json: { status: 'create profile success', member_id: session.memberId, profile_id: profileId },
      };
    },
  );

  router.post(
    '/api/update-profile',
    {
      session: 'required',
      contract: {
        tag: 'profiles',
        summary: 'Changes the caller’s profile.',
        description: 'The owner only (403); 404 for an unknown or missing `id`; 422 as `api/profile`.',
        body: UpdateProfileBody,
        answer: MessageData(Profile),
      },
    },
    ({ input, session }) => {
      const profile = ownedProfile(app, session.memberId, input.string('id'));
      const fields = profileFields(db, input, profile.id);
      updateProfile(db, profile.id, fields, app.clock());
      const updated = findProfile(db, profile.id) as ProfileRow;
      return {
        json: {
          status: 200,
          message: 'update profile success',
          data: profilesJson(db, [updated], session.memberId)[0],
        },
      };
    },
  );

  router.put(
    '/api/educations/{id}',
    {
      session: 'required',
      contract: {
        tag: 'profiles',
        summary: 'Replaces the schools of the caller’s profile, in order.',
        description:
          '`{id}` is the profile id. Rows without a school are left out; an absent list clears them. The owner ' +
          'only (403); 404; 422 `educations.N.degree_id` for a degree not in `api/degree`.',
        params: idParams('id'),
        body: Type.Object({ educations: Type.Optional(Nullable(Type.Array(EducationBody))) }),
        answer: MessageData(Type.Array(Education)),
      },
    },
    ({ input, params, session }) => {
      const profile = ownedProfile(app, session.memberId, params.id);
      const degreeIds = new Set(listDegrees(db).map((degree) => degree.id));
      const rows = input
        .array('educations')
        .map(
          (entry) =>
            new Input(typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {}),
        )
        .filter((entry) => entry.string('school_university') !== '');
      const validator = new Validator(input);
      rows.forEach((entry, index) => {
        const degreeId = entry.integer('degree_id');
        if (entry.has('degree_id') && (degreeId === undefined || !degreeIds.has(degreeId))) {
          validator.fail(`educations.${index}.degree_id`, 'The selected degree is invalid.');
        }
      });
      validator.check();
      replaceEducations(
        db,
        profile.id,
        rows.map((entry) => ({
          school_university: entry.string('school_university'),
          degree_id: entry.integer('degree_id') ?? null,
          class_of: entry.string('class_of'),
        })),
        app.clock(),
      );
      const saved = profilesJson(db, [findProfile(db, profile.id) as ProfileRow], session.memberId)[0];
      return { json: { status: 200, message: 'update education success', data: saved?.educations ?? [] } };
    },
  );

  router.put(
    '/api/works/{id}',
    {
      session: 'required',
      contract: {
        tag: 'profiles',
        summary: 'Replaces the jobs of the caller’s profile, in order (the first is the current one).',
        description:
          '`{id}` is the profile id. Rows without a company are left out; an absent list clears them. The owner ' +
          'only (403); 404.',
        params: idParams('id'),
        body: Type.Object({ works: Type.Optional(Nullable(Type.Array(WorkBody))) }),
        answer: MessageData(Type.Array(Work)),
      },
    },
    ({ input, params, session }) => {
      const profile = ownedProfile(app, session.memberId, params.id);
      const rows = input
        .array('works')
        .map(
          (entry) =>
            new Input(typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {}),
        )
        .filter((entry) => entry.string('company') !== '');
      const works = rows.map((entry) => {
        // The country comes as a name or, from the legacy form, as { name_en }.
        const country = entry.value('country');
        return {
          company: entry.string('company'),
          position: entry.string('position'),
          city: entry.string('city'),
          country_name_en:
            typeof country === 'object' && country !== null
              ? new Input(country as Record<string, unknown>).string('name_en')
              : entry.string('country'),
        };
      });
      replaceWorks(db, profile.id, works, app.clock());
      const saved = profilesJson(db, [findProfile(db, profile.id) as ProfileRow], session.memberId)[0];
      return { json: { status: 200, message: 'update work success', data: saved?.works ?? [] } };
    },
  );

  router.get(
    '/api/check-domain-name',
    {
      session: 'optional',
      contract: {
        tag: 'profiles',
        summary: 'Whether a domain name is free for a profile.',
        description:
          'With a token, the caller’s own domain name counts as available. 422 without `domain_name`.',
        query: Type.Object({ domain_name: Type.String() }),
        answer: DomainNameCheck,
      },
    },
    ({ input, session }) => {
      new Validator(input).required('domain_name').check();
      const own = session ? findProfileByMember(db, session.memberId) : undefined;
      const domainName = input.string('domain_name').toLowerCase();
      if (!DOMAIN_NAME_PATTERN.test(domainName)) {
        return {
          json: {
            status: 200,
            available: false,
            message: 'The domain name may only hold lower-case letters, digits and hyphens (3–50).',
          },
        };
      }
      const available = domainNameAvailable(db, domainName, own?.id);
      return {
        json: {
          status: 200,
          available,
          message: available ? 'The domain name is available.' : 'The domain name has already been taken.',
        },
      };
    },
  );

  router.get(
    '/api/degree',
    {
      session: 'none',
      contract: { tag: 'profiles', summary: 'Every education degree.', answer: Data(Type.Array(Degree)) },
    },
    () => ({ json: { status: 200, data: listDegrees(db) } }),
  );
}
