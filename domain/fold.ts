// One way to compare user-typed text with stored names: case, accents and
// spacing never decide a match ('forli' finds 'Forlì', 'SESAMO' finds 'Sesamo').

const COMBINING_MARKS = /\p{M}/gu;
const WHITESPACE_RUN = /\s+/g;

export function foldForMatch(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(WHITESPACE_RUN, ' ')
    .trim();
}
