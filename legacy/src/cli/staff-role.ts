import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { findMemberByEmail } from '../members/members';
import { isStaffRole, setStaffRole } from '../staff/roles';

const USAGE = 'Usage: npm run legacy:staff-role -- <e-mail> <operator | moderator | none>';

/**
 * `npm run legacy:staff-role -- <e-mail> <operator | moderator | none>`, on the store in DATA_DIR: the first
 * operator is made here; after that operators grant roles from the site.
 */
const [email = '', role = ''] = process.argv.slice(2);
if (email === '' || (role !== 'none' && !isStaffRole(role))) {
  console.error(USAGE);
  process.exit(2);
}
const db = openDatabase(loadConfig().dataDir);
try {
  const member = findMemberByEmail(db, email);
  if (!member) {
    console.error(`No member has the e-mail ${email}.`);
    process.exit(1);
  }
  setStaffRole(db, member.id, isStaffRole(role) ? role : null);
  console.log(
    isStaffRole(role)
      ? `${email} is now ${role === 'operator' ? 'an operator' : 'a moderator'}.`
      : `${email} has no staff role now.`,
  );
} finally {
  db.close();
}
