// Zod compiles object parsers with `new Function` unless told not to, probing
// for eval first; under the server's Content-Security-Policy (no
// 'unsafe-eval') that probe logs a violation on every page. Imported first by
// main.tsx: the setting is read when each object schema is built.
import { z } from 'zod';

z.config({ jitless: true });
