#!/usr/bin/env node
// Draws the app icons into client/public (committed; re-run after changing the drawing):
//   node client/build/make-icons.mjs
// Three candlesticks (green, red, green) on the theme's dark background, as PNGs at the sizes a
// web app manifest and iOS ask for, and favicon.ico (one 32×32 PNG inside an ICO container).
// No image library: a PNG is zlib-compressed RGBA rows with CRC-checked chunks.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const BG = [0x0b, 0x0f, 0x14];
const GREEN = [0x22, 0xc5, 0x5e];
const RED = [0xf4, 0x3f, 0x5e];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(size, pixel) {
  const rows = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0, then RGBA
    for (let x = 0; x < size; x += 1) row.set(pixel(x / size, y / size), 1 + x * 4);
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Candles in unit coordinates (the middle 60% of the square: safe inside a maskable icon's circle).
const CANDLES = [
  { x: 0.32, body: [0.45, 0.68], wick: [0.36, 0.76], color: GREEN },
  { x: 0.5, body: [0.3, 0.55], wick: [0.22, 0.63], color: RED },
  { x: 0.68, body: [0.36, 0.6], wick: [0.26, 0.7], color: GREEN },
];
function draw(u, v, { rounded }) {
  if (rounded) {
    // Rounded corners (radius 18%) for the favicon and "any" icons; transparent outside.
    const r = 0.18;
    const dx = Math.max(r - u, u - (1 - r), 0);
    const dy = Math.max(r - v, v - (1 - r), 0);
    if (dx * dx + dy * dy > r * r) return [0, 0, 0, 0];
  }
  for (const c of CANDLES) {
    const inBody = Math.abs(u - c.x) <= 0.06 && v >= c.body[0] && v <= c.body[1];
    const inWick = Math.abs(u - c.x) <= 0.015 && v >= c.wick[0] && v <= c.wick[1];
    if (inBody || inWick) return [...c.color, 255];
  }
  return [...BG, 255];
}

fs.mkdirSync(out, { recursive: true });
const write = (name, buf) => {
  fs.writeFileSync(path.join(out, name), buf);
  console.log(`${name}: ${buf.length} bytes`);
};
write(
  'icon-192.png',
  png(192, (u, v) => draw(u, v, { rounded: true })),
);
write(
  'icon-512.png',
  png(512, (u, v) => draw(u, v, { rounded: true })),
);
write(
  'icon-maskable-512.png',
  png(512, (u, v) => draw(u, v, { rounded: false })),
);
write(
  'apple-touch-icon.png',
  png(180, (u, v) => draw(u, v, { rounded: false })),
);
// ICO: a 6-byte header, one 16-byte directory entry, then the PNG (allowed since Windows Vista).
const icoPng = png(32, (u, v) => draw(u, v, { rounded: true }));
const ico = Buffer.alloc(22);
ico.writeUInt16LE(0, 0);
ico.writeUInt16LE(1, 2); // type: icon
ico.writeUInt16LE(1, 4); // one image
ico.set([32, 32, 0, 0], 6); // width, height, palette, reserved
ico.writeUInt16LE(1, 10); // colour planes
ico.writeUInt16LE(32, 12); // bits per pixel
ico.writeUInt32LE(icoPng.length, 14);
ico.writeUInt32LE(22, 18); // offset of the image
write('favicon.ico', Buffer.concat([ico, icoPng]));
