/** Seeded designers signed in through the BFF, and the changes to their profiles that tests make. */
import { expect } from 'vitest';
import { DESIGNER_PASSWORD } from '../../legacy/src/seed/demo-data';
import type { Browser, Stack } from './bff-harness';

/** Saves a profile's personal section (`renamed` gives one). */
export const UPDATE_PROFILE = `mutation ($id: ID!, $input: ProfileInput!) {
  updateProfile(id: $id, input: $input) { errors { message } }
}`;

const designerEmail = (n: number) => `designer${String(n).padStart(2, '0')}@portfolio.example`;

/** Signs `browser` in as the seeded designer number `n`. */
export async function signIn(browser: Browser, n: number): Promise<void> {
  const answer = await browser.graphql(
    'mutation ($input: LoginInput!) { login(input: $input) { errors { message } } }',
    { input: { email: designerEmail(n), password: DESIGNER_PASSWORD } },
  );
  expect(answer.data.login.errors).toEqual([]);
}

/** A signed-in designer, their member id, profile and an approved portfolio of theirs. */
export async function designerWithWork(stack: Stack, n: number) {
  const member = stack.browser();
  await signIn(member, n);
  const answer = await member.graphql(
    `{ viewer { id profile { id lastName { th en } email domainName }
       portfolios { items { id approvalStatus } } } }`,
  );
  const viewer = answer.data.viewer;
  const portfolio = (viewer.portfolios.items as { id: string; approvalStatus: string }[]).find(
    (each) => each.approvalStatus === 'APPROVED',
  );
  if (!portfolio) throw new Error(`designer ${n} has no approved portfolio`);
  return {
    member,
    memberId: viewer.id as string,
    profile: viewer.profile as OwnProfile,
    portfolioId: portfolio.id,
  };
}

export interface OwnProfile {
  id: string;
  lastName: { th: string; en: string };
  email: string;
  domainName: string;
}

/** The personal section of `profile` under a new first name. */
export function renamed(profile: OwnProfile, firstNameTh: string, firstNameEn: string) {
  return {
    firstNameTh,
    firstNameEn,
    lastNameTh: profile.lastName.th,
    lastNameEn: profile.lastName.en,
    email: profile.email,
    domainName: profile.domainName,
  };
}
