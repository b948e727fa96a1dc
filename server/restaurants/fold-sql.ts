// The SQL twin of domain/fold.ts `foldForMatch`, as the text of the
// `allerguida_fold(text)` function created by migration 0004. Triggers store
// folded name, city, address and cuisine in restaurants.search_*; the server
// folds search terms with foldForMatch in JS; both must agree to the
// character, which fold-sql.test.ts checks on both databases.
//
// foldForMatch is NFD, strip combining marks, toLowerCase, collapse
// whitespace, trim. SQL: normalize(NFD), one translate() that lowercases and
// deletes every combining mark, the same whitespace class, btrim. Pure-ASCII
// text (almost every name) takes a short path with the same result.
//
// NOTE: lower() is not used: on PGlite (C locale) it only folds ASCII, and
// under a Turkish locale it would turn 'I' into a dotless i. The character
// map is fixed here instead, identical on every database.
// NOTE: context-dependent lowercasing (Greek final sigma) is not reproduced:
// 'Σ' folds to 'σ' at the end of a word in SQL, to 'ς' in JS.
//
// Regenerate with `npx tsx server/restaurants/fold-sql.ts > file` only
// together with a migration that recreates the function and recomputes the
// search_* columns (`UPDATE restaurants SET search_name = NULL` does it: the
// trigger refills them).
import path from 'node:path';

/** JavaScript's \s, which foldForMatch collapses. */
export const JS_WHITESPACE_CLASS =
  '[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]';

const COMBINING_MARK = /^\p{M}$/u;
const WHITESPACE = /^\s$/;

export type FoldCharacterMap = { from: string; to: string; deleted: string };

/** Characters that survive NFD unchanged and that lowercase to one other character, or are marks. */
export function foldCharacterMap(): FoldCharacterMap {
  let from = '';
  let to = '';
  let deleted = '';
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
    const character = String.fromCodePoint(codePoint);
    if (WHITESPACE.test(character) || character.normalize('NFD') !== character) continue;
    if (COMBINING_MARK.test(character)) {
      deleted += character;
      continue;
    }
    const lower = character.toLowerCase();
    if (lower !== character && [...lower].length === 1) {
      from += character;
      to += lower;
    }
  }
  return { from, to, deleted };
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

export function foldFunctionSql(): string {
  const { from, to, deleted } = foldCharacterMap();
  const upper = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return `CREATE OR REPLACE FUNCTION allerguida_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fold$
  SELECT btrim(regexp_replace(
    CASE WHEN octet_length(input) = char_length(input)
      THEN translate(input, ${quote(upper)}, ${quote(upper.toLowerCase())})
      ELSE translate(normalize(input, NFD),
        ${quote(from + deleted)},
        ${quote(to)})
    END,
    ${quote(`${JS_WHITESPACE_CLASS}+`)}, ' ', 'g'), ' ')
$fold$;`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  process.stdout.write(`${foldFunctionSql()}\n`);
}
