import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * `ionicons/icons` is one module of ~1,300 SVG strings. Rolldown keeps a module whole in one chunk,
 * so every icon any screen uses (~18 KB) travelled with the first screen, which draws a handful.
 * Here each `import { a, b } from 'ionicons/icons'` of the app becomes one tiny module per icon,
 * which travels with the screens that draw it. The icons stay the package's own strings.
 */
const SOURCE = 'ionicons/icons';
const PREFIX = 'virtual:ionicon/';
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]ionicons\/icons['"];?/g;

/** The app's `import { … } from 'ionicons/icons'` statements split into one import per icon. */
export function importIconsOneByOne(code: string): string {
  return code.replace(IMPORT, (_, names: string) =>
    names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .map((name) => `import { ${name} } from '${PREFIX}${name.split(/\s+as\s+/)[0]}';`)
      .join(' '),
  );
}

const DEFINITION = /^export const (\w+) = ("(?:[^"\\]|\\.)*");?$/gm;

/** Every icon of the installed ionicons by its export name, as the package writes its string. */
export function readIcons(source: string): Map<string, string> {
  return new Map([...source.matchAll(DEFINITION)].map(([, name, literal]) => [name!, literal!]));
}

export function ioniconsOneByOne(): Plugin {
  let icons: Map<string, string> | undefined;
  return {
    name: 'ionicons-one-by-one',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes(SOURCE)) return null;
      const out = importIconsOneByOne(code);
      return out === code ? null : { code: out, map: null };
    },
    resolveId: (source) => (source.startsWith(PREFIX) ? `\0${source}` : null),
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1);
      if (!icons) {
        // The package's ES module, as the app's own import of it would resolve.
        const file = await this.resolve(SOURCE, undefined, { skipSelf: true });
        if (!file) throw new Error(`cannot resolve ${SOURCE}`);
        icons = readIcons(readFileSync(file.id, 'utf8'));
      }
      const literal = icons.get(name);
      if (!literal) throw new Error(`ionicons has no icon named ${name}`);
      return `export const ${name} = ${literal};`;
    },
  };
}
