import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowedElement } from './allowlist';

const SRC = join(import.meta.dirname, '../..');

/** Ionic components the screens import, as element names (IonCardHeader → ion-card-header). */
function ionicElementsUsed(): string[] {
  const names = new Set<string>();
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  for (const file of files) {
    const source = readFileSync(join(SRC, file), 'utf8');
    for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@ionic\/react'/g))
      for (const name of list?.match(/\bIon[A-Z]\w*/g) ?? [])
        names.add(name.replace(/[A-Z]/g, (letter, index: number) => (index ? '-' : '') + letter.toLowerCase()));
  }
  return [...names];
}

/** Not part of a picture: overlays belong to a moment (capture.ts skips them); IonPage is a div. */
const NOT_PAINTED = /^ion-(page|modal|popover|alert|action-sheet|toast|loading|picker|refresher)$/;

describe('the painter knows every Ionic element the screens render', () => {
  it('allows each one (a missing one would drop its content from the picture)', () => {
    const missing = ionicElementsUsed().filter(
      (tag) => !NOT_PAINTED.test(tag) && !allowedElement(tag, undefined, false),
    );
    expect(missing).toEqual([]);
  });
});
