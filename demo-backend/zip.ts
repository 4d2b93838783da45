/** A file to put in a .zip: its name (UTF-8) and bytes. */
export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Little-endian fields of the given byte widths (2 or 4), one after another. */
function fields(...values: [number, 2 | 4][]): Uint8Array {
  const out = new Uint8Array(values.reduce((sum, [, width]) => sum + width, 0));
  const view = new DataView(out.buffer);
  let at = 0;
  for (const [value, width] of values) {
    if (width === 2) view.setUint16(at, value, true);
    else view.setUint32(at, value >>> 0, true);
    at += width;
  }
  return out;
}

// 1 January 2026, 00:00, in MS-DOS form: the same archive for the same files.
const DOS_TIME = 0;
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;
const UTF8_NAMES = 0x0800;

/**
 * A .zip archive of the files, stored without compression (the demo's posters are small SVGs):
 * what a backend's "download all" answers, written by hand to add no dependency to the demo.
 */
export function zip(entries: readonly ZipEntry[]): Uint8Array {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = encoder.encode(entry.name);
    const crc = crc32(entry.bytes);
    const size = entry.bytes.length;
    const common: [number, 2 | 4][] = [
      [20, 2], // version needed
      [UTF8_NAMES, 2],
      [0, 2], // stored
      [DOS_TIME, 2],
      [DOS_DATE, 2],
      [crc, 4],
      [size, 4],
      [size, 4],
      [name.length, 2],
      [0, 2], // extra field
    ];
    const local = fields([0x04034b50, 4], ...common);
    parts.push(local, name, entry.bytes);
    central.push(
      fields([0x02014b50, 4], [20, 2], ...common, [0, 2], [0, 2], [0, 2], [0, 4], [offset, 4]),
      name,
    );
    offset += local.length + name.length + size;
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0);
  const end = fields(
    [0x06054b50, 4],
    [0, 2],
    [0, 2],
    [entries.length, 2],
    [entries.length, 2],
    [centralSize, 4],
    [offset, 4],
    [0, 2],
  );
  const all = [...parts, ...central, end];
  const out = new Uint8Array(all.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of all) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
