import { posix } from 'node:path';

/*
 * A reference in the code is only useful if a newcomer can open it. Comments cite the product's
 * requirements as "requirements §N" (docs/requirements.md, whose numbered headings they name),
 * decisions as "decision NNN" (docs/decisions/NNN-*.md) and other documents by file name; each
 * must be in the repository. Documents the team once kept beside it are not.
 */

export interface RepoDocs {
  /** Every tracked path. */
  paths: readonly string[];
  /** docs/requirements.md's text. */
  requirements: string;
}

export interface Reference {
  path: string;
  line: number;
  problem: string;
}

const MD_FILE = /(?<![\w./-])([\w-]+(?:\/[\w.-]+)*\.md)\b/g;
const OLD_SPEC = /\bspec(?:ification)?(?:'s)?\s+(?:§|sections?\s+\d)/gi;
const REQUIREMENT = /\brequirements?\s+§\s?(\d+(?:\.\d+)*)/gi;
const DECISION = /\bdecisions?\s+(\d{3})((?:(?:,\s*|\s+and\s+|\s+or\s+)\d{3})*)/gi;

/** The numbers of docs/requirements.md's headings: '## 5. Validation' → 5, '### 5.1 Filter form' → 5.1. */
export function requirementSections(text: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(/^#{2,4}\s+(\d+(?:\.\d+)*)\.?\s/gm)) found.add(match[1] as string);
  return found;
}

/** Each reference of `text` (the file `path`) that a clone of the repository cannot resolve. */
export function unresolvedReferences(path: string, text: string, docs: RepoDocs): Reference[] {
  const mdNames = new Set(docs.paths.filter((p) => p.endsWith('.md')).map((p) => posix.basename(p)));
  const mdPaths = new Set(docs.paths.filter((p) => p.endsWith('.md')));
  const decisions = new Set(docs.paths.flatMap((p) => /^docs\/decisions\/(\d{3})-[^/]+\.md$/.exec(p)?.[1] ?? []));
  const sections = requirementSections(docs.requirements);
  const problems: Reference[] = [];
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    const report = (problem: string) => problems.push({ path, line, problem });
    for (const [, name = ''] of content.matchAll(MD_FILE)) {
      const known = name.includes('/')
        ? mdPaths.has(name) || mdPaths.has(posix.normalize(posix.join(posix.dirname(path), name)))
        : mdNames.has(name);
      if (!known) report(`names ${name}, which is not in the repository`);
    }
    for (const [text] of content.matchAll(OLD_SPEC))
      report(`cites "${text}": cite docs/requirements.md as "requirements §N"`);
    for (const [, number = ''] of content.matchAll(REQUIREMENT))
      if (!sections.has(number)) report(`cites requirements §${number}, which docs/requirements.md has no heading for`);
    for (const [, first = '', rest = ''] of content.matchAll(DECISION))
      for (const number of [first, ...(rest.match(/\d{3}/g) ?? [])])
        if (!decisions.has(number)) report(`cites decision ${number}, which docs/decisions/ does not hold`);
  });
  return problems;
}
