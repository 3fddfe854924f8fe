import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deferOverlayDefinitions, DEFERRED_OVERLAYS, dropIosStyle, markReactMemoPure } from '../scripts/vite/ionic';

const COMPONENTS = 'node_modules/@ionic/core/components';
const read = (file: string) => readFileSync(join(COMPONENTS, file), 'utf8');

describe('Ionic in Material mode only', () => {
  it("empties the iOS stylesheet of the installed Ionic's components and keeps the Material one", () => {
    const withStyles = readdirSync(COMPONENTS).filter((file) => read(file).includes('static get style(){return{ios:'));
    // The pattern is tied to how Ionic compiles its styles: if an upgrade changes it, this fails.
    expect(withStyles.length).toBeGreaterThan(30);
    const saved = withStyles.reduce((sum, file) => sum + read(file).length - dropIosStyle(read(file)).length, 0);
    expect(saved).toBeGreaterThan(100_000);
    const head = 'static get style(){return{ios:';
    for (const file of withStyles) {
      const before = read(file);
      const after = dropIosStyle(before);
      const at = before.indexOf(head);
      // Everything before the iOS stylesheet, and everything after it (the Material one first),
      // is kept as it was: only the iOS string became "".
      expect(after.slice(0, at + head.length), file).toBe(before.slice(0, at + head.length));
      const rest = after.slice(at + head.length + '""'.length);
      expect(rest.startsWith(',md:'), file).toBe(true);
      expect(before.endsWith(rest), file).toBe(true);
    }
  });

  it('leaves a module without styles as it was', () => {
    const code = 'export const x = 1;';
    expect(dropIosStyle(code)).toBe(code);
  });
});

describe("@ionic/react's tab bar", () => {
  it('is marked pure where it is wrapped at the top level, and nothing else changes', () => {
    const before = readFileSync('node_modules/@ionic/react/dist/index.js', 'utf8');
    const after = markReactMemoPure(before);
    expect(after.match(/\/\*#__PURE__\*\/ React\.memo\(/g)).toHaveLength(1);
    expect(after.replace('/*#__PURE__*/ ', '')).toBe(before);
  });
});

describe("@ionic/react's modal and popover, defined by the app when first opened", () => {
  const before = readFileSync('node_modules/@ionic/react/dist/index.js', 'utf8');
  const after = deferOverlayDefinitions(before);

  it('no longer imports their definitions, and nothing else changes', () => {
    for (const overlay of DEFERRED_OVERLAYS) {
      // An upgrade that imports them another way fails here, before the first screen grows again.
      expect(before, overlay).toContain(`from '@ionic/core/components/ion-${overlay}.js';`);
      expect(after, overlay).not.toContain(`'@ionic/core/components/ion-${overlay}.js'`);
    }
    const changed = after.split('\n').filter((line, i) => line !== before.split('\n')[i]);
    expect(changed).toHaveLength(DEFERRED_OVERLAYS.length);
    for (const line of changed) expect(line).toMatch(/^const defineCustomElement\$\w+ = \(\) => \{\};/);
  });

  it('makes no-ops of the very functions its overlay components are made with', () => {
    for (const overlay of DEFERRED_OVERLAYS) {
      const made = new RegExp(`createInlineOverlayComponent\\('ion-${overlay}', (defineCustomElement\\$\\w+)`).exec(
        before,
      );
      expect(made, overlay).not.toBeNull();
      expect(after).toContain(`const ${made?.[1] ?? ''} = () => {};`);
    }
  });

  it('leaves them to src/ui/ionic/overlays.ts, which loads each of them', () => {
    const ours = readFileSync('src/ui/ionic/overlays.ts', 'utf8');
    for (const overlay of DEFERRED_OVERLAYS)
      expect(ours).toContain(`import('@ionic/core/components/ion-${overlay}.js')`);
  });
});

describe('src/ui/ionic: the components made outside @ionic/react (decision 025)', () => {
  const IONIC_REACT = readFileSync('node_modules/@ionic/react/dist/index.js', 'utf8');
  const OURS = 'src/ui/ionic';
  /** `{ tagName, events }` of each `createComponent({...})` call in a module's text, by tag. */
  const definitions = (code: string) =>
    new Map(
      [...code.matchAll(/tagName: '([a-z-]+)',[\s\S]*?events: (\{[^}]*\})/g)].map((m) => [
        m[1],
        // Same keys and values, whatever the quotes, spaces and trailing commas.
        [...(m[2] ?? '').matchAll(/(\w+): '(\w+)'/g)].map((e) => `${e[1]}=${e[2]}`).sort(),
      ]),
    );
  const theirs = definitions(IONIC_REACT);
  // Its routing components (item, item option, breadcrumb) carry no events of their own.
  for (const [, tag] of IONIC_REACT.matchAll(/createRoutingComponent\('([a-z-]+)'/g)) theirs.set(tag!, []);
  const files = readdirSync(OURS).filter(
    (file) => file.endsWith('.ts') && !['component.ts', 'overlays.ts'].includes(file) && !file.endsWith('.test.ts'),
  );

  it('makes each of them with the same tag and the same events as @ionic/react', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
    for (const file of files) {
      const code = readFileSync(join(OURS, file), 'utf8');
      const tag = /tagName: '([a-z-]+)'/.exec(code)?.[1] ?? '';
      // A component without events leaves them out (ionComponent gives it none).
      const events = code.includes('events:') ? definitions(code).get(tag) : [];
      expect(theirs.get(tag), `${file}: ${tag} in @ionic/react`).toBeDefined();
      expect(events, file).toEqual(theirs.get(tag));
    }
  });
});
