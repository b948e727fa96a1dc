// Zod compiles object parsers with `new Function` unless told not to, probing
// for eval first; under the server's Content-Security-Policy (no
// 'unsafe-eval') that probe logs a violation on every page. The web build
// resolves every `import … from 'zod'` to this module (vite.config.ts), so
// the setting is made before any module that uses zod runs, and only in the
// chunks that use it: a page without forms never loads zod at all.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z };
