// The demo artwork's renderer, run on a worker thread: it writes each SVG document in `workerData.jobs` to its
// file as an 8-bit RGB PNG, then raises `workerData.done` (0 → 1). The seed is synchronous (the server seeds an
// empty store before it listens) while sharp only answers asynchronously, so the seed goes on filling the store
// and then blocks on `done` (Atomics.wait). Plain JavaScript: a worker starts with no TypeScript loader.
import fs from 'node:fs';
import path from 'node:path';
import { workerData } from 'node:worker_threads';

/** Images in flight at once: enough to keep libvips's threads busy without holding 200 rasters. */
const CONCURRENCY = 8;

const { jobs, done, port } = workerData;

try {
  const { default: sharp } = await import('sharp');
  let next = 0;
  const renderNext = async () => {
    while (next < jobs.length) {
      const { svg, file } = jobs[next++];
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // Every drawing paints its whole ground, so the alpha channel SVG rendering adds is dropped (the files
      // stay RGB); deflate level 1 keeps flat-colour artwork small at a fraction of the default level's time.
      await sharp(Buffer.from(svg)).removeAlpha().png({ compressionLevel: 1 }).toFile(file);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, renderNext));
  port.postMessage({ error: null });
} catch (error) {
  port.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
} finally {
  Atomics.store(done, 0, 1);
  Atomics.notify(done, 0);
}
