import { loadConfig } from '../config';
import { createMailer } from '../mail/mailer';
import { outboxDirOf } from '../app';
import { idFromPath } from '../http/input';
import { setApproval } from '../routes/staff';

const USAGE = 'Usage: npm run legacy:approve -- <portfolio id> [approve | reject "<reason>"]';

/**
 * `npm run legacy:approve -- <portfolio id> [approve | reject "<reason>"]`, on the store in DATA_DIR: decides on a
 * new portfolio or on the edit waiting on a published one as the staff's moderation route does (the designer's
 * notification, the review time), and e-mails the designer (the link to the published work, or the refusal's reason).
 */
const [idText, decision = 'approve', ...reasonWords] = process.argv.slice(2);
const id = idFromPath(idText);
const reason = reasonWords.join(' ').trim();
if (
  id === undefined ||
  (decision !== 'approve' && decision !== 'reject') ||
  (decision === 'reject' && reason === '')
) {
  console.error(USAGE);
  process.exit(2);
}
try {
  const config = loadConfig();
  const outcome = setApproval(config.dataDir, id, decision, { reason, siteUrl: config.siteUrl });
  if (outcome.mail) {
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: outboxDirOf(config.dataDir),
    });
    await mailer.send(outcome.mail);
  }
  console.log(outcome.message);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
