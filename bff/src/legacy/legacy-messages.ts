/**
 * Every message the legacy API (and the BFF in its place) can answer a person with, by a stable code: the site
 * shows its own Thai or English for a code and the original text only for a message without one, and integrators
 * can do the same. Each code has the pattern of the English text it stands for; a number in the text (a limit) is
 * handed on as `limit`.
 */
export const MESSAGE_CODES = {
  // Signing in and accounts.
  WRONG_CREDENTIALS: {
    text: /^The e-mail or password is incorrect\.$/,
    about: 'Unknown e-mail or wrong password.',
  },
  EMAIL_NOT_VERIFIED: {
    text: /^Please verify your e-mail before logging in\.$/,
    about: 'The account’s e-mail is not verified yet.',
  },
  LOGGED_IN: { text: /^Login success$/, about: 'Signed in.' },
  SOCIAL_LOGIN_OFF: {
    text: /^Signing in with this provider is not available on this site\.$/,
    about: 'The site is not configured for this social sign-in.',
  },
  LOGGED_OUT: { text: /^Successfully logged out$/, about: 'Signed out.' },
  REGISTERED: {
    text: /^Register Success, Please Check email for verify$/,
    about: 'Registered; a verification link was e-mailed.',
  },
  EMAIL_TAKEN: {
    text: /^The email has already been taken\.$/,
    about: 'An account already uses this e-mail.',
  },
  PASSWORD_TOO_SHORT: {
    text: /^The password must be at least (\d+) characters\.$/,
    about: 'The password is shorter than `limit` characters.',
  },
  PASSWORD_MISMATCH: {
    text: /^The password confirmation does not match\.$/,
    about: 'The two passwords differ.',
  },
  MOBILE_NUMBER_INVALID: {
    text: /^The mobile number must be a number\.$/,
    about: 'The mobile number is not a number.',
  },
  EMAIL_VERIFIED: { text: /^Verify email success$/, about: 'The e-mail is verified.' },
  EMAIL_ALREADY_VERIFIED: {
    text: /^The e-mail is already verified\.$/,
    about: 'The verification link was opened again: the account is verified and can sign in.',
  },
  VERIFY_LINK_INVALID: {
    text: /^The verification link is invalid or has expired\.$/,
    about: 'The verification link is unknown, used or expired.',
  },
  RESET_LINK_SENT: {
    text: /^If this e-mail is registered, a link to reset the password has been sent to it\.$/,
    about: 'A reset link was sent if the e-mail is registered.',
  },
  RESET_LINK_INVALID: {
    text: /^This password reset link is invalid, used or expired\.$/,
    about: 'The reset link is unknown, used or expired.',
  },
  PASSWORD_RESET: { text: /^Reset password success$/, about: 'The password was changed.' },
  FACEBOOK_CLIENT_REFUSED: {
    text: /^This client may not sign members in with Facebook\.$/,
    about: 'Only the BFF may sign members in with Facebook.',
  },
  SESSION_EXPIRED: {
    text: /^(No access token\.|Token is invalid or expired\.)$/,
    about: 'Not signed in, or the session has expired.',
  },
  // Checks any form can fail.
  FIELD_REQUIRED: {
    text: /^The [\w ]+ field is required\.$/,
    about: 'A required field is empty (`field` names it).',
  },
  EMAIL_INVALID: {
    text: /^The [\w ]+ must be a valid email address\.$/,
    about: 'The e-mail address is not valid.',
  },
  TOO_LONG: {
    text: /^The [\w ]+ may not be greater than (\d+) characters\.$/,
    about: 'The text is longer than `limit` characters.',
  },
  NOT_YOUR_OWN: {
    text: /^You may only (change your own [\w ]+|create portfolios of your own)\.$/,
    about: 'The record belongs to another member.',
  },
  // Images.
  FILE_TOO_LARGE: {
    text: /^The image may not be greater than (\d+(?:\.\d+)?) MB\.$/,
    about: 'The image is larger than `limit` MB.',
  },
  IMAGE_TOO_MANY_PIXELS: {
    text: /^The image may not have more than (\d+(?:\.\d+)?) megapixels\.$/,
    about: 'The image declares more than `limit` megapixels (millions of pixels).',
  },
  IMAGE_UNREADABLE: {
    text: /^The image could not be read: its width and height are missing\.$/,
    about: 'The image’s header does not say its width and height.',
  },
  IMAGE_NOT_DECODABLE: {
    text: /^The image could not be decoded, so no resized copy of it can be made\.$/,
    about: 'A stored image that cannot be decoded: no resized copy is served.',
  },
  NOT_AN_IMAGE: {
    text: /^The file must be an image \(JPEG, PNG, GIF or WebP\)\.$/,
    about: 'The file is not a JPEG, PNG, GIF or WebP image.',
  },
  IMAGE_NOT_UPLOADED: {
    text: /^The [\w ]+ must be an image uploaded as \w+\.$/,
    about: 'The image named was not uploaded for this use.',
  },
  UPLOAD_CUT_SHORT: {
    text: /^(The upload was cut (short|off)\.|The multipart body is malformed\.)$/,
    about: 'The upload did not arrive whole.',
  },
  UPLOADED: { text: /^Upload success$/, about: 'The image was stored.' },
  LINK_INVALID: {
    text: /^The [\w ]+ must be an http or https address\.$/,
    about:
      'A website or social link is not a web address (only http and https are stored; `field` names it).',
  },
  // Profiles.
  PROFILE_CREATED: { text: /^create profile success$/, about: 'The profile was created.' },
  PROFILE_UPDATED: { text: /^update profile success$/, about: 'The profile was saved.' },
  EDUCATION_UPDATED: { text: /^update education success$/, about: 'The education was saved.' },
  WORK_UPDATED: { text: /^update work success$/, about: 'The work experience was saved.' },
  PROFILE_EXISTS: {
    text: /^This member already has a profile\.$/,
    about: 'The member has a profile already.',
  },
  PROFILE_NOT_FOUND: { text: /^Profile not found\.$/, about: 'No such profile.' },
  DEGREE_INVALID: { text: /^The selected degree is invalid\.$/, about: 'No such degree.' },
  DOMAIN_NAME_AVAILABLE: { text: /^The domain name is available\.$/, about: 'The domain name is free.' },
  DOMAIN_NAME_TAKEN: { text: /^The domain name has already been taken\.$/, about: 'Another profile has it.' },
  DOMAIN_NAME_INVALID: {
    text: /^The domain name may only hold lower-case letters, digits and hyphens \((\d+)–(\d+)\)\.$/,
    about: 'Only a–z, 0–9 and hyphens, 3 to `limit` characters.',
  },
  // Portfolios and tags.
  PORTFOLIO_CREATED: { text: /^Create Portfolio successfully!$/, about: 'The portfolio was stored.' },
  PORTFOLIO_UPDATED: { text: /^Edit Portfolio successfully!$/, about: 'The portfolio was saved.' },
  PORTFOLIO_DELETED: { text: /^Delete portfolio success$/, about: 'The portfolio was deleted.' },
  PORTFOLIO_NOT_FOUND: { text: /^Portfolio not found\.$/, about: 'No such portfolio.' },
  PORTFOLIO_GONE: { text: /^This portfolio has been deleted\.$/, about: 'The portfolio was deleted.' },
  CATEGORY_INVALID: { text: /^The selected category id is invalid\.$/, about: 'No such category.' },
  SUBCATEGORY_MISMATCH: {
    text: /^The selected subcategory does not belong to the category\.$/,
    about: 'The subcategory is not one of the category’s.',
  },
  TAGS_INVALID: {
    text: /^(The selected tags are invalid\.|Each tag must be a tag id\.|The tags field must be an array\.)$/,
    about: 'A tag is unknown.',
  },
  TAG_ADDED: { text: /^Tag has been added!$/, about: 'The tag was added.' },
  TAG_EXISTS: { text: /^Tag already exist!$/, about: 'The tag exists already.' },
  TAGS_ATTACHED: { text: /^Tags have been attached!$/, about: 'The tags were attached.' },
  // The contact form.
  CONTACT_SENT: { text: /^Save contact success$/, about: 'The message was stored and forwarded.' },
  CONTACT_NOT_FORWARDED: {
    text: /^The message was saved but could not be forwarded by e-mail\.$/,
    about: 'The message was stored; forwarding it by e-mail failed.',
  },
  CONTACT_REASON_INVALID: { text: /^The selected reason contact is invalid\.$/, about: 'No such reason.' },
  // The staff (issue 16).
  STAFF_ONLY: {
    text: /^Only the design centre’s staff may do this\.$/,
    about: 'Only moderators and operators may do this.',
  },
  OPERATORS_ONLY: { text: /^Only operators may do this\.$/, about: 'Only operators may do this.' },
  NOT_WAITING: {
    text: /^This portfolio is not waiting for a decision\.$/,
    about: 'The portfolio was decided on already (or withdrawn).',
  },
  OWN_PORTFOLIO: {
    text: /^Another member of staff decides on your own portfolio\.$/,
    about: 'Staff may not approve or refuse their own portfolio: another member of staff decides.',
  },
  REFUSAL_REASON_REQUIRED: {
    text: /^Give the designer a reason for the refusal\.$/,
    about: 'A refusal needs a reason for the designer.',
  },
  DECISION_INVALID: {
    text: /^(The decision must be approve or reject\.|Choose between 1 and (\d+) portfolios\.)$/,
    about: 'No portfolio chosen, more than `limit`, or no decision.',
  },
  PORTFOLIO_APPROVED: {
    text: /^(The edit of portfolio|Portfolio) \d+ ".*" approved\.$/s,
    about: 'A new portfolio, or the edit of a published one, was approved: visitors see it.',
  },
  PORTFOLIO_REJECTED: {
    text: /^(The edit of portfolio|Portfolio) \d+ ".*" rejected(: .*)?\.$/s,
    about: 'A new portfolio, or the edit of a published one, was refused; the designer got the reason.',
  },
  MEMBER_NOT_FOUND: { text: /^No member has this e-mail\.$/, about: 'No member has this e-mail.' },
  OWN_ROLE_KEPT: {
    text: /^An operator may not take away their own role\.$/,
    about: 'An operator tried to drop their own role.',
  },
  ROLE_INVALID: { text: /^The role must be moderator, operator or none\.$/, about: 'No such role.' },
  HIGHLIGHTS_INVALID: {
    text: /^(Each highlight must be a different portfolio id\.|At most (\d+) portfolios can be highlighted\.)$/,
    about: 'A portfolio twice, or more than `limit` portfolios.',
  },
  HIGHLIGHT_NOT_PUBLISHED: {
    text: /^Only published portfolios can be highlighted\.$/,
    about: 'A chosen portfolio is not public.',
  },
  ENQUIRY_NOT_FOUND: { text: /^Enquiry not found\.$/, about: 'No such enquiry.' },
  COLLECTION_ITEMS_INVALID: {
    text: /^(Each portfolio must be a different portfolio id\.|Each designer must be a different member id\.|A collection holds at most (\d+) (portfolios|designers)\.)$/,
    about: 'A portfolio or designer twice in a collection, or more than `limit` of them.',
  },
  COLLECTION_PORTFOLIO_NOT_PUBLISHED: {
    text: /^Only published portfolios can be added to a collection\.$/,
    about: 'A chosen portfolio is not public.',
  },
  DESIGNER_NOT_FOUND: {
    text: /^(No designer has this id\.|Designer not found\.)$/,
    about: 'No such designer.',
  },
  COLLECTION_CATEGORY_NOT_FOUND: {
    text: /^The collection category does not exist\.$/,
    about: 'The chosen collection category does not exist.',
  },
  COLLECTION_CATEGORY_NOT_EMPTY: {
    text: /^Only an empty collection category can be deleted: move or delete its collections first\.$/,
    about: 'The collection category still holds collections.',
  },
  COLLECTION_DELETED: { text: /^Collection deleted\.$/, about: 'The collection was deleted.' },
  COLLECTION_CATEGORY_DELETED: {
    text: /^Collection category deleted\.$/,
    about: 'The collection category was deleted.',
  },
  // The audience (issue 29).
  APPRECIATED: { text: /^Appreciated\.$/, about: 'The appreciation was made.' },
  APPRECIATION_WITHDRAWN: { text: /^Appreciation withdrawn\.$/, about: 'The appreciation was taken back.' },
  OWN_WORK_APPRECIATED: {
    text: /^You cannot appreciate your own portfolio\.$/,
    about: 'A designer cannot appreciate their own work.',
  },
  ALREADY_APPRECIATED: {
    text: /^You have already appreciated this portfolio\.$/,
    about: 'The member appreciates this work already.',
  },
  NOT_APPRECIATED: {
    text: /^You have not appreciated this portfolio\.$/,
    about: 'There is no appreciation to take back.',
  },
  FOLLOWED: { text: /^Followed\.$/, about: 'The member now follows the designer.' },
  UNFOLLOWED: { text: /^Unfollowed\.$/, about: 'The member no longer follows the designer.' },
  FOLLOW_SELF: { text: /^You cannot follow yourself\.$/, about: 'A member cannot follow themselves.' },
  ALREADY_FOLLOWING: {
    text: /^You already follow this designer\.$/,
    about: 'The member follows the designer already.',
  },
  NOT_FOLLOWING: { text: /^You do not follow this designer\.$/, about: 'There is no follow to undo.' },
  DESIGNER_ENQUIRY_SENT: {
    text: /^Enquiry sent\.$/,
    about: 'The enquiry is in the designer’s inbox (and was e-mailed to them).',
  },
  ENQUIRIES_OFF: {
    text: /^This designer does not take enquiries\.$/,
    about: 'The designer has turned enquiries off.',
  },
  ENQUIRY_CHANGE_MISSING: {
    text: /^The read field is required when archived is not present\.$/,
    about: 'An enquiry was to be changed, but neither read nor archived was given.',
  },
  BUDGET_INVALID: { text: /^The selected budget is invalid\.$/, about: 'No such budget range.' },
  ENQUIRY_PORTFOLIO_INVALID: {
    text: /^The selected portfolio id is invalid\.$/,
    about: 'The work named is not a public work of this designer.',
  },
  // Counting a view (issue 42: every refusal of recordPortfolioView has a code). The BFF's own words, then the legacy
  // API's for the same faults.
  VIEW_SOURCE_INVALID: {
    text: /^(Give the page or the referrer, not both\.|The referrer must be a host name only \(e\.g\. facebook\.com\)\.|Send either a source or a referrer, not both\.|The source must be one of [\w, -]+\.|The referrer must be the host name of another site, such as www\.google\.com: no scheme, port or path\.)$/,
    about:
      'Where the reader came from is malformed: a page and a referrer at once, or a referrer that is not a host name.',
  },
  DATE_INVALID: {
    text: /^The [\w ]+ must be a date written YYYY-MM-DD\.$/,
    about: 'Not a calendar date (`field` names it).',
  },
} as const satisfies Record<string, { text: RegExp; about: string }>;

export type MessageCode = keyof typeof MESSAGE_CODES;

/** A message's code, and the limit it names (characters, megabytes), when the message is one of the known ones. */
export interface CodedMessage {
  code: MessageCode;
  limit: number | null;
}

const ENTRIES = Object.entries(MESSAGE_CODES) as [MessageCode, { text: RegExp }][];

/** The code of a message the legacy API or the BFF answered; undefined for a message this table does not know. */
export function messageCodeOf(message: string | null | undefined): CodedMessage | undefined {
  if (!message) return undefined;
  for (const [code, { text }] of ENTRIES) {
    const match = text.exec(message);
    if (!match) continue;
    // The last number the text names is its limit (the upper one of a range).
    const numbers = match.slice(1).filter((part) => part !== undefined && /^\d+(\.\d+)?$/.test(part));
    return { code, limit: numbers.length > 0 ? Number(numbers[numbers.length - 1]) : null };
  }
  return undefined;
}
