/**
 * Draws the app icons (PNG) and the SVG favicon/logo from one geometry, with no dependency:
 * a tiny supersampling rasterizer and a hand-written PNG encoder over node:zlib. Run it after
 * changing the design: `node --import tsx scripts/make-icons.ts`; the outputs are committed.
 */
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const AMBER = [0xed, 0xb8, 0x2b] as const; // requirements §9, primary
const INK = [0x1f, 0x24, 0x30] as const;

/** A rounded rectangle in a 100×100 design space. */
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  r: number;
}

/** The mark: three rising bars over a baseline (sales going up), centred in 20..80. */
const MARK: Box[] = [
  { x: 24, y: 50, w: 12, h: 22, r: 3 },
  { x: 44, y: 38, w: 12, h: 34, r: 3 },
  { x: 64, y: 24, w: 12, h: 48, r: 3 },
  { x: 20, y: 76, w: 60, h: 5, r: 2.5 },
];

interface Variant {
  /** Corner radius of the amber tile; 0 = full bleed (maskable, Apple: the OS rounds it). */
  tileRadius: number;
  /** Scale of the mark around the centre; maskable keeps it inside the 80 % safe circle. */
  markScale: number;
}
const ROUNDED: Variant = { tileRadius: 22, markScale: 1 };
const FULL_BLEED: Variant = { tileRadius: 0, markScale: 1 };
const MASKABLE: Variant = { tileRadius: 0, markScale: 0.8 };

function scaled(box: Box, s: number): Box {
  const c = 50;
  return { x: c + (box.x - c) * s, y: c + (box.y - c) * s, w: box.w * s, h: box.h * s, r: box.r * s };
}

function inside(b: Box, px: number, py: number): boolean {
  if (px < b.x || px > b.x + b.w || py < b.y || py > b.y + b.h) return false;
  // Distance from the nearest inner corner centre decides the rounded corners.
  const cx = Math.min(Math.max(px, b.x + b.r), b.x + b.w - b.r);
  const cy = Math.min(Math.max(py, b.y + b.r), b.y + b.h - b.r);
  return (px - cx) ** 2 + (py - cy) ** 2 <= b.r ** 2;
}

const SAMPLES = 4; // 4×4 supersampling: smooth edges without a real anti-aliasing rasterizer

function render(size: number, v: Variant): Buffer {
  const tile: Box = { x: 0, y: 0, w: 100, h: 100, r: v.tileRadius };
  const mark = MARK.map((b) => scaled(b, v.markScale));
  const rgba = Buffer.alloc(size * size * 4);
  const n = SAMPLES * SAMPLES;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let tileHits = 0;
      let markHits = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const px = ((x + (sx + 0.5) / SAMPLES) / size) * 100;
          const py = ((y + (sy + 0.5) / SAMPLES) / size) * 100;
          if (!inside(tile, px, py)) continue;
          tileHits++;
          if (mark.some((b) => inside(b, px, py))) markHits++;
        }
      }
      const i = (y * size + x) * 4;
      const inkShare = tileHits === 0 ? 0 : markHits / tileHits;
      for (let c = 0; c < 3; c++) {
        rgba[i + c] = Math.round(AMBER[c]! * (1 - inkShare) + INK[c]! * inkShare);
      }
      rgba[i + 3] = Math.round((tileHits / n) * 255);
    }
  }
  return rgba;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** PNG: 8-bit RGBA, no interlace, filter type 0 on every scanline. */
export function encodePng(size: number, rgba: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function hex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function svg(v: Variant): string {
  const rects = MARK.map((b) => scaled(b, v.markScale))
    .map((b) => `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="${b.r}"/>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="Painel de Vendas">` +
    `<rect width="100" height="100" rx="${v.tileRadius}" fill="${hex(AMBER)}"/>` +
    `<g fill="${hex(INK)}">${rects}</g></svg>\n`
  );
}

const out = join(import.meta.dirname, '..', 'public');
mkdirSync(join(out, 'icons'), { recursive: true });
const pngs: [string, number, Variant][] = [
  ['icons/icon-192.png', 192, ROUNDED],
  ['icons/icon-512.png', 512, ROUNDED],
  ['icons/maskable-512.png', 512, MASKABLE],
  ['icons/apple-touch-icon.png', 180, FULL_BLEED],
];
for (const [file, size, variant] of pngs) {
  writeFileSync(join(out, file), encodePng(size, render(size, variant)));
}
writeFileSync(join(out, 'favicon.svg'), svg(ROUNDED));
writeFileSync(join(out, 'icons', 'logo.svg'), svg(ROUNDED));
console.log(`icons written to ${out}`);
