/**
 * Copies characters from one TrueType variable font into another cut from the same family: the
 * glyphs (with the glyphs they are built from), their outlines, hinting, metrics and variations.
 * scripts/generate-fonts.ts uses it to put the Turkish letters into Open Sans' Latin file, so a
 * name such as Oğuz does not make a page fetch the Latin Extended file as well.
 *
 * Both fonts must come from the same source: the same axes, hinting programs (fpgm, prep, cvt)
 * and variation regions, as the upstream subsets of @fontsource-variable/open-sans do. What it
 * does not carry over: kerning and other layout rules for the new glyphs (GPOS, GSUB), and the
 * font's HVAR table, which it drops, since its advance widths for the new glyphs are not in it;
 * without HVAR, browsers take the advance widths of every glyph from its variations in gvar.
 * The result is meant to be passed through harfbuzz (subset-font), which rebuilds the tables it
 * reads, sorts out the details (checksums, cmap subtables, compact metrics) and writes WOFF2.
 *
 * Both input and output are uncompressed TrueType (fontverter converts from and to WOFF2).
 */

/** A font's tables by tag. */
type Sfnt = Map<string, Buffer>;

function readSfnt(font: Buffer): Sfnt {
  const tables = new Map<string, Buffer>();
  const count = font.readUInt16BE(4);
  for (let index = 0; index < count; index++) {
    const record = 12 + 16 * index;
    const offset = font.readUInt32BE(record + 8);
    tables.set(
      font.toString('latin1', record, record + 4),
      font.subarray(offset, offset + font.readUInt32BE(record + 12)),
    );
  }
  return tables;
}

function table(font: Sfnt, tag: string): Buffer {
  const found = font.get(tag);
  if (!found) throw new Error(`The font has no ${tag} table`);
  return found;
}

/** `data` with zeros up to a multiple of four bytes, as tables are stored. */
const padded = (data: Buffer) => Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);

function checksum(data: Buffer): number {
  let sum = 0;
  for (let offset = 0; offset < data.length; offset += 4) sum = (sum + data.readUInt32BE(offset)) >>> 0;
  return sum;
}

function writeSfnt(tables: Sfnt): Buffer {
  const tags = [...tables.keys()].sort();
  const header = Buffer.alloc(12 + 16 * tags.length);
  const power = 2 ** Math.floor(Math.log2(tags.length));
  header.writeUInt32BE(0x00010000, 0);
  header.writeUInt16BE(tags.length, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(tags.length * 16 - power * 16, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tags.forEach((tag, index) => {
    const data = tables.get(tag) ?? Buffer.alloc(0);
    const body = padded(data);
    const record = 12 + 16 * index;
    header.write(tag, record, 'latin1');
    header.writeUInt32BE(checksum(body), record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(data.length, record + 12);
    bodies.push(body);
    offset += body.length;
  });
  return Buffer.concat([header, ...bodies]);
}

const glyphCount = (font: Sfnt) => table(font, 'maxp').readUInt16BE(4);

/** The outline of every glyph, from glyf and loca. */
function glyphs(font: Sfnt): Buffer[] {
  const glyf = table(font, 'glyf');
  const loca = table(font, 'loca');
  const long = table(font, 'head').readInt16BE(50) === 1;
  const at = (index: number) => (long ? loca.readUInt32BE(index * 4) : loca.readUInt16BE(index * 2) * 2);
  return Array.from({ length: glyphCount(font) }, (_, index) => glyf.subarray(at(index), at(index + 1)));
}

const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;

/** The offsets of the component glyph ids in a composite glyph (none in a simple one). */
function componentOffsets(glyph: Buffer): number[] {
  if (glyph.length === 0 || glyph.readInt16BE(0) >= 0) return [];
  const offsets: number[] = [];
  let offset = 10;
  let flags: number;
  do {
    flags = glyph.readUInt16BE(offset);
    offsets.push(offset + 2);
    offset += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
    if (flags & WE_HAVE_A_SCALE) offset += 2;
    else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) offset += 4;
    else if (flags & WE_HAVE_A_TWO_BY_TWO) offset += 8;
  } while (flags & MORE_COMPONENTS);
  return offsets;
}

/** Character to glyph id, from the cmap's Windows Unicode subtable (format 4 or 12). */
function characterMap(font: Sfnt): Map<number, number> {
  const cmap = table(font, 'cmap');
  const map = new Map<number, number>();
  const records = Array.from({ length: cmap.readUInt16BE(2) }, (_, index) => ({
    platform: cmap.readUInt16BE(4 + index * 8),
    encoding: cmap.readUInt16BE(6 + index * 8),
    offset: cmap.readUInt32BE(8 + index * 8),
  }));
  const record =
    records.find((entry) => entry.platform === 3 && entry.encoding === 10) ??
    records.find((entry) => entry.platform === 3 && entry.encoding === 1);
  if (!record) throw new Error('The font has no Windows Unicode cmap subtable');
  const subtable = cmap.subarray(record.offset);
  const format = subtable.readUInt16BE(0);
  if (format === 12) {
    const groups = subtable.readUInt32BE(12);
    for (let index = 0; index < groups; index++) {
      const group = 16 + index * 12;
      const start = subtable.readUInt32BE(group);
      const end = subtable.readUInt32BE(group + 4);
      const glyph = subtable.readUInt32BE(group + 8);
      for (let code = start; code <= end; code++) map.set(code, glyph + code - start);
    }
  } else if (format === 4) {
    const segments = subtable.readUInt16BE(6) / 2;
    const ends = 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let segment = 0; segment < segments; segment++) {
      const end = subtable.readUInt16BE(ends + segment * 2);
      const start = subtable.readUInt16BE(starts + segment * 2);
      const delta = subtable.readInt16BE(deltas + segment * 2);
      const rangeOffset = subtable.readUInt16BE(rangeOffsets + segment * 2);
      for (let code = start; code <= end && code !== 0xffff; code++) {
        let glyph: number;
        if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
        else {
          const raw = subtable.readUInt16BE(rangeOffsets + segment * 2 + rangeOffset + (code - start) * 2);
          glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
        }
        if (glyph !== 0) map.set(code, glyph);
      }
    }
  } else throw new Error(`Unsupported cmap subtable format ${format}`);
  return map;
}

/** The characters a TrueType font has glyphs for. */
export const charactersOf = (font: Buffer): Set<number> => new Set(characterMap(readSfnt(font)).keys());

/** A cmap with one format 12 subtable (Windows, Unicode full repertoire). */
function writeCharacterMap(map: Map<number, number>): Buffer {
  const codes = [...map.keys()].sort((a, b) => a - b);
  const groups: { start: number; end: number; glyph: number }[] = [];
  for (const code of codes) {
    const glyph = map.get(code) ?? 0;
    const last = groups.at(-1);
    if (last && code === last.end + 1 && glyph === last.glyph + code - last.start) last.end = code;
    else groups.push({ start: code, end: code, glyph });
  }
  const subtable = Buffer.alloc(16 + groups.length * 12);
  subtable.writeUInt16BE(12, 0);
  subtable.writeUInt32BE(subtable.length, 4);
  subtable.writeUInt32BE(groups.length, 12);
  groups.forEach((group, index) => {
    subtable.writeUInt32BE(group.start, 16 + index * 12);
    subtable.writeUInt32BE(group.end, 20 + index * 12);
    subtable.writeUInt32BE(group.glyph, 24 + index * 12);
  });
  const header = Buffer.alloc(12);
  header.writeUInt16BE(1, 2);
  header.writeUInt16BE(3, 4);
  header.writeUInt16BE(10, 6);
  header.writeUInt32BE(12, 8);
  return Buffer.concat([header, subtable]);
}

/** Advance width and left side bearing of every glyph. */
function metrics(font: Sfnt): { advance: number; bearing: number }[] {
  const hmtx = table(font, 'hmtx');
  const long = table(font, 'hhea').readUInt16BE(34);
  let advance = 0;
  return Array.from({ length: glyphCount(font) }, (_, index) => {
    if (index < long) {
      advance = hmtx.readUInt16BE(index * 4);
      return { advance, bearing: hmtx.readInt16BE(index * 4 + 2) };
    }
    return { advance, bearing: hmtx.readInt16BE(long * 4 + (index - long) * 2) };
  });
}

interface Variations {
  axisCount: number;
  sharedTuples: string[];
  data: Buffer[];
}

const EMBEDDED_PEAK_TUPLE = 0x8000;
const INTERMEDIATE_REGION = 0x4000;
const TUPLE_INDEX_MASK = 0x0fff;
const TUPLE_COUNT_MASK = 0x0fff;

function variations(font: Sfnt): Variations {
  const gvar = table(font, 'gvar');
  const axisCount = gvar.readUInt16BE(4);
  const sharedTupleCount = gvar.readUInt16BE(6);
  const sharedTuplesOffset = gvar.readUInt32BE(8);
  const count = gvar.readUInt16BE(12);
  const long = (gvar.readUInt16BE(14) & 1) === 1;
  const dataOffset = gvar.readUInt32BE(16);
  const at = (index: number) =>
    dataOffset + (long ? gvar.readUInt32BE(20 + index * 4) : gvar.readUInt16BE(20 + index * 2) * 2);
  const tupleSize = axisCount * 2;
  return {
    axisCount,
    sharedTuples: Array.from({ length: sharedTupleCount }, (_, index) =>
      gvar.toString('hex', sharedTuplesOffset + index * tupleSize, sharedTuplesOffset + (index + 1) * tupleSize),
    ),
    data: Array.from({ length: count }, (_, index) => gvar.subarray(at(index), at(index + 1))),
  };
}

/** A glyph's variation data with its shared tuple indices renumbered from `from` to `to`. */
function renumberTuples(data: Buffer, from: Variations, to: Variations): Buffer {
  if (data.length === 0) return data;
  const copy = Buffer.from(data);
  let offset = 4;
  for (let index = 0; index < (copy.readUInt16BE(0) & TUPLE_COUNT_MASK); index++) {
    const tupleIndex = copy.readUInt16BE(offset + 2);
    if (tupleIndex & EMBEDDED_PEAK_TUPLE) offset += from.axisCount * 2;
    else {
      const shared = from.sharedTuples[tupleIndex & TUPLE_INDEX_MASK];
      const target = to.sharedTuples.indexOf(shared ?? '');
      if (target < 0) throw new Error(`Shared tuple ${shared} is not in the target font's gvar`);
      copy.writeUInt16BE((tupleIndex & ~TUPLE_INDEX_MASK) | target, offset + 2);
    }
    offset += 4 + (tupleIndex & INTERMEDIATE_REGION ? from.axisCount * 4 : 0);
  }
  return copy;
}

/** The 32-bit offsets of `parts` laid end to end, and of their end (as in loca and gvar). */
function offsetsOf(parts: Buffer[]): Buffer {
  const offsets = Buffer.alloc((parts.length + 1) * 4);
  let position = 0;
  parts.forEach((part, index) => {
    offsets.writeUInt32BE(position, index * 4);
    position += part.length;
  });
  offsets.writeUInt32BE(position, parts.length * 4);
  return offsets;
}

function writeVariations(gvar: Buffer, data: Buffer[]): Buffer {
  const header = Buffer.from(gvar.subarray(0, 20));
  const sharedTuplesOffset = gvar.readUInt32BE(8);
  const sharedTuples = gvar.subarray(
    sharedTuplesOffset,
    sharedTuplesOffset + gvar.readUInt16BE(6) * gvar.readUInt16BE(4) * 2,
  );
  const offsets = offsetsOf(data);
  header.writeUInt32BE(20 + offsets.length, 8);
  header.writeUInt16BE(data.length, 12);
  header.writeUInt16BE(1, 14);
  header.writeUInt32BE(20 + offsets.length + sharedTuples.length, 16);
  return Buffer.concat([header, offsets, sharedTuples, ...data]);
}

/**
 * `target` with the glyphs of `characters` copied from `source`, mapped to those characters.
 * Characters `target` already has are left as they are; a character `source` lacks is an error.
 */
export function addCharacters(target: Buffer, source: Buffer, characters: string): Buffer {
  const into = readSfnt(target);
  const from = readSfnt(source);
  const sourceMap = characterMap(from);
  const map = characterMap(into);
  const sourceGlyphs = glyphs(from);
  const outlines = glyphs(into);
  const widths = metrics(into);
  const sourceWidths = metrics(from);
  const targetVariations = variations(into);
  const sourceVariations = variations(from);
  if (sourceVariations.axisCount !== targetVariations.axisCount)
    throw new Error('The two fonts have different variation axes');
  const variationData = [...targetVariations.data];

  /** Source glyph id to the id of its copy in the target. */
  const copied = new Map<number, number>();
  const copy = (glyph: number): number => {
    const done = copied.get(glyph);
    if (done !== undefined) return done;
    const outline = Buffer.from(sourceGlyphs[glyph] ?? Buffer.alloc(0));
    for (const offset of componentOffsets(outline)) outline.writeUInt16BE(copy(outline.readUInt16BE(offset)), offset);
    const id = outlines.length;
    outlines.push(outline);
    widths.push(sourceWidths[glyph] ?? { advance: 0, bearing: 0 });
    variationData.push(
      renumberTuples(sourceVariations.data[glyph] ?? Buffer.alloc(0), sourceVariations, targetVariations),
    );
    copied.set(glyph, id);
    return id;
  };
  for (const character of characters) {
    const code = character.codePointAt(0) ?? 0;
    if (map.has(code)) continue;
    const glyph = sourceMap.get(code);
    if (glyph === undefined) throw new Error(`The source font has no glyph for ${character} (U+${code.toString(16)})`);
    map.set(code, copy(glyph));
  }

  const tables = new Map(into);
  // Each outline starts at an even offset.
  const even = outlines.map((outline) => Buffer.concat([outline, Buffer.alloc(outline.length % 2)]));
  tables.set('glyf', Buffer.concat(even));
  tables.set('loca', offsetsOf(even));

  // The bounding box of all glyphs (xMin, yMin, xMax, yMax): the new letters reach further.
  const head = Buffer.from(table(into, 'head'));
  const sourceHead = table(from, 'head');
  for (const [offset, pick] of [
    [36, Math.min],
    [38, Math.min],
    [40, Math.max],
    [42, Math.max],
  ] as const)
    head.writeInt16BE(pick(head.readInt16BE(offset), sourceHead.readInt16BE(offset)), offset);
  head.writeInt16BE(1, 50);
  head.writeUInt32BE(0, 8);
  tables.set('head', head);

  const hmtx = Buffer.alloc(widths.length * 4);
  widths.forEach(({ advance, bearing }, index) => {
    hmtx.writeUInt16BE(advance, index * 4);
    hmtx.writeInt16BE(bearing, index * 4 + 2);
  });
  tables.set('hmtx', hmtx);
  const hhea = Buffer.from(table(into, 'hhea'));
  hhea.writeUInt16BE(Math.max(...widths.map((width) => width.advance)), 10);
  hhea.writeUInt16BE(widths.length, 34);
  tables.set('hhea', hhea);

  // maxp version 1: the number of glyphs, then limits (points, contours, zones, stack …), of which
  // the larger of the two fonts holds for the merged one.
  const maxp = Buffer.from(table(into, 'maxp'));
  const sourceMaxp = table(from, 'maxp');
  for (let offset = 6; offset + 2 <= maxp.length; offset += 2)
    maxp.writeUInt16BE(Math.max(maxp.readUInt16BE(offset), sourceMaxp.readUInt16BE(offset)), offset);
  maxp.writeUInt16BE(outlines.length, 4);
  tables.set('maxp', maxp);

  tables.set('gvar', writeVariations(table(into, 'gvar'), variationData));
  tables.set('cmap', writeCharacterMap(map));
  // Glyph names (post format 2) would need the new glyphs' names too; a web font needs none.
  const post = Buffer.from(table(into, 'post').subarray(0, 32));
  post.writeUInt32BE(0x00030000, 0);
  tables.set('post', post);
  tables.delete('HVAR');
  return writeSfnt(tables);
}
