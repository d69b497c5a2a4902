import fs from 'node:fs';
import path from 'node:path';

/**
 * The project's folder (the nearest one above this module holding package.json): the same whether the BFF runs from
 * its sources (bff/src/…) or from its bundle (build/bff/), so files of the project are found from either.
 */
function findProjectRoot(start: string): string {
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (fs.existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) return start;
  }
}

export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);
