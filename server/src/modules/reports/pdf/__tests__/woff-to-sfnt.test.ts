import { loadWoffAsSfnt } from '../woff-to-sfnt';

describe('woffToSfnt', () => {
  it('unwraps the npm DejaVu Sans WOFF into a TrueType font whose tables are all present', () => {
    const ttf = loadWoffAsSfnt(require.resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff'));
    expect(ttf.readUInt32BE(0)).toBe(0x00010000); // TrueType outlines
    const tables = ttf.readUInt16BE(4);
    const tags = Array.from({ length: tables }, (_, i) => ttf.toString('latin1', 12 + i * 16, 16 + i * 16));
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'loca', 'name']));
    // Every table lies inside the file (offset + length).
    for (let i = 0; i < tables; i++) {
      const at = 12 + i * 16;
      expect(ttf.readUInt32BE(at + 8) + ttf.readUInt32BE(at + 12)).toBeLessThanOrEqual(ttf.length);
    }
    // The head table's magic number survives decompression.
    const head = tags.indexOf('head');
    expect(ttf.readUInt32BE(ttf.readUInt32BE(12 + head * 16 + 8) + 12)).toBe(0x5f0f3cf5);
  });
});
