// biome-ignore-all lint/style/noRestrictedImports: a build-time Node script, never part of the browser bundle.
// Draws the app icons (a white tick on the brand green) as PNGs with no image library:
// run `node apps/web/scripts/generate-icons.mjs` after changing the design. The output is committed.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
const GREEN = [11, 110, 79];
const WHITE = [255, 255, 255];

function crc32(buffer) {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function distanceToSegment(px, py, ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** `safeZone` shrinks the tick for maskable icons, whose edges a launcher may crop. */
function drawIcon(size, safeZone) {
  const scale = safeZone ? 0.7 : 1;
  const centre = size / 2;
  const at = (x) => centre + (x - 0.5) * size * scale;
  const [ax, ay, bx, by, cx, cy] = [at(0.24), at(0.52), at(0.42), at(0.7), at(0.78), at(0.32)];
  const thickness = size * 0.07 * scale;
  const raw = Buffer.alloc(size * (size * 3 + 1));
  for (let y = 0; y < size; y += 1) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x += 1) {
      const d = Math.min(distanceToSegment(x, y, ax, ay, bx, by), distanceToSegment(x, y, bx, by, cx, cy));
      const coverage = Math.max(0, Math.min(1, thickness - d + 0.5));
      const offset = y * (size * 3 + 1) + 1 + x * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        raw[offset + channel] = Math.round(GREEN[channel] * (1 - coverage) + WHITE[channel] * coverage);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const [name, size, safeZone] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, false],
]) {
  writeFileSync(path.join(outDir, name), drawIcon(size, safeZone));
}
