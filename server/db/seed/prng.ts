/**
 * Seeded pseudo-random numbers so the sandbox data is identical on every machine and every run
 * (tests compare sums, screenshots stay stable). mulberry32: tiny, fast, good enough for fake data.
 */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: turns a label such as "tx:1:2026-11-21" into a seed, one stream per label. */
function hashSeed(label: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Choices with their running weight totals, computed once: the seed draws ~100k sales from the
 * same few distributions, and summing the weights on every draw was its biggest cost.
 */
export interface Weighted<T> {
  readonly values: readonly T[];
  readonly cumulative: readonly number[];
  readonly total: number;
}

export function weights<T>(choices: readonly (readonly [T, number])[]): Weighted<T> {
  if (choices.length === 0) throw new Error('weights() of an empty list');
  let total = 0;
  const cumulative = choices.map(([, w]) => (total += w));
  return { values: choices.map(([value]) => value), cumulative, total };
}

export class Rng {
  private readonly next: () => number;

  constructor(label: string) {
    this.next = mulberry32(hashSeed(label));
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.next();
  }

  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick() from an empty list');
    return item;
  }

  /** Picks by relative weight: with weights([['a', 3], ['b', 1]]), 'a' comes three times as often. */
  weighted<T>(choices: Weighted<T>): T {
    const r = this.next() * choices.total;
    const { cumulative, values } = choices;
    for (let i = 0; i < cumulative.length; i++) if (r < (cumulative[i] as number)) return values[i] as T;
    return values[values.length - 1] as T;
  }

  /** Standard normal (Box–Muller). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Log-normal around a median: ticket sizes are skewed (many small sales, a few big ones). */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }

  /** `length` random decimal digits (≤ 15: one draw keeps them exact in a double). */
  digits(length: number): string {
    if (length > 15) throw new Error('digits() draws at most 15 digits');
    return String(Math.floor(this.next() * 10 ** length)).padStart(length, '0');
  }

  chars(alphabet: string, length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet.charAt(Math.floor(this.next() * alphabet.length));
    return out;
  }
}
