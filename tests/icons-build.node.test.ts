import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importIconsOneByOne, readIcons } from '../scripts/vite/icons';

const ICONS = readIcons(readFileSync('node_modules/ionicons/icons/index.mjs', 'utf8'));

describe('ionicons, one module per icon', () => {
  it('reads every icon of the installed package (a change in how it writes them fails here)', () => {
    const exported = readFileSync('node_modules/ionicons/icons/index.mjs', 'utf8').match(/^export const /gm) ?? [];
    expect(ICONS.size).toBeGreaterThan(1000);
    expect(ICONS.size).toBe(exported.length);
    expect(ICONS.get('arrowBack')).toMatch(/^"data:image\/svg\+xml;utf8,<svg .*<\/svg>"$/);
  });

  it('splits an import of several icons, renamed ones and line breaks included', () => {
    const code = "import { a, b as c,\n  d, } from 'ionicons/icons';\nimport x from 'y';";
    expect(importIconsOneByOne(code)).toBe(
      "import { a } from 'virtual:ionicon/a'; import { b as c } from 'virtual:ionicon/b'; " +
        "import { d } from 'virtual:ionicon/d';\nimport x from 'y';",
    );
  });

  it('leaves code without an icons import as it was', () => {
    const code = "import { IonIcon } from '@ionic/react';";
    expect(importIconsOneByOne(code)).toBe(code);
  });

  it('knows every icon the app imports', () => {
    const files = execFileSync('git', ['grep', '-l', "from 'ionicons/icons'", '--', 'src'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const rewritten = importIconsOneByOne(readFileSync(file, 'utf8'));
      expect(rewritten, file).not.toContain("'ionicons/icons'");
      for (const [, name] of rewritten.matchAll(/'virtual:ionicon\/(\w+)'/g))
        expect(ICONS.has(name!), `${file}: ${name}`).toBe(true);
    }
  });
});
