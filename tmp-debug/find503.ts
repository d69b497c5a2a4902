import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hostileRequests, sendRaw } from '../tests/bff/hostile-requests';
import { startProduct } from '../tests/bff/product-process';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'find-'));
const product = await startProduct(dataDir, { RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn' });
const requests = hostileRequests(10000);
for (let i = 0; i < requests.length; i += 20) {
  const batch = requests.slice(i, i + 20);
  const answers = await Promise.all(batch.map((r) => sendRaw(product.url, r)));
  answers.forEach((a, j) => {
    if (a.status >= 500 || a.status === 0) console.log(i + j, a.status, JSON.stringify({ ...batch[j], body: String(batch[j]!.body).slice(0, 100) }), a.head);
  });
}
console.log(product.output().split('\n').filter((l) => !l.includes('"level":30')).slice(-15).join('\n'));
await product.stop();
