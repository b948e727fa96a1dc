// The folder that holds package.json, found from this module's own location:
// the same folder whether the server runs from its sources (tsx) or from the
// bundle `npm run build` writes into dist/server, whose depth differs.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function projectRootFrom(start: string): string {
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`no package.json above ${start}`);
  }
}

export const PROJECT_ROOT = projectRootFrom(path.dirname(fileURLToPath(import.meta.url)));
