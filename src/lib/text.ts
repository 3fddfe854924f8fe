/** Display helpers for names and titles (requirements §9). */

const LETTER = /\p{L}/gu;

function letterCount(word: string): number {
  return word.match(LETTER)?.length ?? 0;
}

function capitalize(word: string): string {
  const lower = word.toLocaleLowerCase('pt-BR');
  // The first letter, not the first character: '(SP' → '(Sp', not '(sp'.
  const first = lower.search(/\p{L}/u);
  if (first < 0) return word;
  const letter = String.fromCodePoint(lower.codePointAt(first) ?? 0);
  return lower.slice(0, first) + letter.toLocaleUpperCase('pt-BR') + lower.slice(first + letter.length);
}

/**
 * Title case for names: 'PADARIA DO ZÉ LTDA' → 'Padaria DO Zé Ltda'.
 * Requirements §9: "words of 2 letters or fewer [are left] unchanged". We read "unchanged"
 * literally, as typed: the short words of merchant names are as often abbreviations ('SA',
 * 'ME', 'SP', 'S/A') as prepositions ('da', 'do', 'e'), and lowercasing would turn 'SA' into
 * 'sa'. Letters are counted, not characters, so 'S/A' is a short word and '10' too.
 * Longer words get their first letter upper case and the rest lower case (pt-BR rules);
 * spacing is kept as it was.
 */
export function titleCase(text: string): string {
  return text
    .split(/(\s+)/)
    .map((part) => (letterCount(part) <= 2 ? part : capitalize(part)))
    .join('');
}

export const ELLIPSIS = '…';

/**
 * Cuts `text` so the result, ellipsis included, has at most `max` characters: truncate(name, 25)
 * never grows past the 25 the sidebar has room for. The single-character '…' (U+2026) rather
 * than '...' leaves two more characters of the name. Characters are code points, so an emoji or
 * accented letter is never split; trailing spaces before the ellipsis are dropped.
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  if (max <= 0) return '';
  if (max === 1) return ELLIPSIS;
  return (
    chars
      .slice(0, max - 1)
      .join('')
      .trimEnd() + ELLIPSIS
  );
}

/** A flag in words; an unknown one (null) reads as a dash, like any empty field. */
export const yesNo = (value: boolean | null | undefined): string =>
  value === null || value === undefined ? '—' : value ? 'Sim' : 'Não';
