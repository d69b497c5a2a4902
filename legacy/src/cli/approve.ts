import { loadConfig } from '../config';
import { setApproval } from '../portfolios/approval';

/** `npm run legacy:approve -- <portfolio id> [approve|reject]`, on the store in DATA_DIR. */
const [idText, decision = 'approve'] = process.argv.slice(2);
const id = Number(idText);
if (!Number.isInteger(id) || id <= 0 || (decision !== 'approve' && decision !== 'reject')) {
  console.error('Usage: npm run legacy:approve -- <portfolio id> [approve|reject]');
  process.exit(2);
}
try {
  console.log(setApproval(loadConfig().dataDir, id, decision));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
