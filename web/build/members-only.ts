/**
 * The screens only a signed-in member reaches: the features of the routes behind `RequireMember` in
 * `web/src/app/router.tsx` (§6's member screens, the staff's, the portfolio editor). The build keeps what only they
 * share out of the chunk every visitor starts with (`app-chunk.ts`); a test holds the list to the router.
 */
export const MEMBERS_ONLY =
  /[\\/]src[\\/]features[\\/](member-profile|following|notifications|profile-editor|portfolio-editor|staff)[\\/]/;
