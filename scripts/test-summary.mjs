// Prints one closing line per suite and a total, in the plain
// 'N passed, N failed' form that CI reads.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  let p, f, s;
  if ('numPassedTests' in report) {
    p = report.numPassedTests;
    f = report.numFailedTests;
    s = report.numPendingTests + report.numTodoTests;
  } else {
    p = report.stats.expected + report.stats.flaky;
    f = report.stats.unexpected;
    s = report.stats.skipped;
  }
  passed += p;
  failed += f;
  skipped += s;
  console.log(`${path.basename(file, '.json')}: ${p} passed, ${f} failed, ${s} skipped`);
}
console.log(`total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
