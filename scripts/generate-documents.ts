/**
 * Renders the documents linked from the footer (whistleblower policy, general terms, privacy
 * statement and so on) from their text sources in scripts/documents/<name>.md to
 * public/documents/<name>.pdf. The output is reproducible: the same sources always give
 * byte-identical PDFs, so a rerun only changes the files whose text changed.
 *
 * The sources use a small subset of Markdown, one block per paragraph:
 *
 *   # Title                 the document title (first line)
 *   > Versie 1.0, mei 2026  a short note under the title, in grey (optional, may repeat)
 *   ## Heading              a section heading
 *   ### Subheading          a subheading
 *   - item                  a bullet list item (lines indented by two spaces continue it)
 *   1. item                 a numbered list item
 *   | a | b |               a table row; the first row is the header, |---| lines are skipped
 *   text                    a paragraph; consecutive lines are joined, a blank line ends it
 *   **words**               bold words inside a paragraph or list item
 *
 * The PDFs are A4, use the built-in Helvetica fonts (nothing is downloaded or embedded), are
 * tagged for screen readers (headings, paragraphs, lists and tables in the structure tree; the
 * header and footer are marked as artifacts) and carry fixed metadata.
 *
 * Usage: node scripts/generate-documents.ts
 */
import { createRequire } from 'node:module';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const sourceDir = join(root, 'scripts', 'documents');
const outputDir = join(root, 'public', 'documents');

/** The firm's legal name, in the header of every page and as the author of every document. */
const legalName = 'Helderwijs Accountants B.V.';
/**
 * Creation date of every document. It is fixed, because PDFKit derives the file ID from the
 * metadata: a constant date keeps reruns byte-identical. Change it when the texts are revised.
 */
const documentDate = new Date('2026-11-01T09:00:00Z');

/** Layout in PostScript points (1/72 inch); A4 is 595.28 × 841.89. */
const margin = { top: 86, bottom: 78, left: 72, right: 72 };
const colors = {
  text: '#262626',
  muted: '#525252',
  heading: '#0b5e6b',
  brand: '#b84a00',
  rule: '#ff6d01',
  tableHeader: '#e3f1ef',
  tableBorder: '#b9c9cc',
};
const bodySize = 11;
const lineGap = 3.5;
/** Indent of the text of a list item; the bullet or number sits in front of it. */
const listIndent = 18;

// ---------------------------------------------------------------------------------------------
// The part of PDFKit's API this script uses. PDFKit ships no type declarations and the project
// does not depend on @types/pdfkit, so the script declares what it needs.

interface StructureElement {
  add(child: StructureElement): StructureElement;
  end(): void;
}

interface TextOptions {
  width?: number;
  align?: 'left' | 'center' | 'right' | 'justify';
  lineGap?: number;
  paragraphGap?: number;
  lineBreak?: boolean;
  continued?: boolean;
  structParent?: StructureElement;
  structType?: string;
}

interface TableCell {
  text: string;
  type?: 'TH' | 'TD';
  scope?: 'Column' | 'Row';
  font?: { src: string };
  backgroundColor?: string;
  textColor?: string;
  align?: { x: 'left' | 'right' | 'center' };
}

interface TableOptions {
  data: TableCell[][];
  columnStyles: number[];
  defaultStyle: { padding: number[]; border: number; borderColor: string; font: { size: number } };
  structParent: StructureElement;
}

interface PdfPage {
  width: number;
  height: number;
  margins: { top: number; bottom: number; left: number; right: number };
}

interface PdfDocument {
  page: PdfPage;
  x: number;
  y: number;
  font(name: string): PdfDocument;
  fontSize(size: number): PdfDocument;
  fillColor(color: string): PdfDocument;
  strokeColor(color: string): PdfDocument;
  lineWidth(width: number): PdfDocument;
  moveTo(x: number, y: number): PdfDocument;
  lineTo(x: number, y: number): PdfDocument;
  stroke(): PdfDocument;
  text(text: string, options?: TextOptions): PdfDocument;
  text(text: string, x: number, y: number, options?: TextOptions): PdfDocument;
  table(options: TableOptions): PdfDocument;
  heightOfString(text: string, options?: TextOptions): number;
  widthOfString(text: string): number;
  currentLineHeight(includeGap?: boolean): number;
  addPage(): PdfDocument;
  struct(type: string, content?: () => void): StructureElement;
  addStructure(element: StructureElement): PdfDocument;
  markContent(tag: string, options?: { type: string }): PdfDocument;
  endMarkedContent(): PdfDocument;
  bufferedPageRange(): { start: number; count: number };
  switchToPage(index: number): PdfDocument;
  on(event: 'data', listener: (chunk: Uint8Array) => void): PdfDocument;
  on(event: 'end', listener: () => void): PdfDocument;
  end(): void;
}

interface PdfDocumentOptions {
  size: 'A4';
  margins: typeof margin;
  bufferPages: boolean;
  tagged: boolean;
  lang: string;
  displayTitle: boolean;
  pdfVersion: '1.7';
  info: Record<string, string | Date>;
}

type PdfDocumentConstructor = new (options: PdfDocumentOptions) => PdfDocument;

const PDFDocument = createRequire(import.meta.url)('pdfkit') as PdfDocumentConstructor;

// ---------------------------------------------------------------------------------------------
// Parsing the sources.

type Block =
  | { kind: 'note'; text: string }
  | { kind: 'h2' | 'h3' | 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'table'; rows: string[][] };

interface SourceDocument {
  title: string;
  blocks: Block[];
}

/** Typographic quotes and dashes are in Helvetica's character set; plain ones read as code. */
function typeset(text: string): string {
  return (
    text
      .replace(/(^|[\s(])'/g, '$1\u2018')
      .replace(/'/g, '\u2019')
      .replace(/(^|[\s(])"/g, '$1\u201C')
      .replace(/"/g, '\u201D')
      .replace(/ -- /g, ' \u2013 ')
      .replace(/(\d)-(\d)/g, '$1\u2013$2')
      // A telephone number stays on one line.
      .replace(/\+\d+(?: \d+)+/g, (number) => number.replace(/ /g, '\u00A0'))
  );
}

function parse(source: string, file: string): SourceDocument {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const first = lines.shift()?.trim() ?? '';
  if (!first.startsWith('# ')) throw new Error(`${file}: the first line must be the title, starting with "# "`);
  const title = first.slice(2).trim();
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { kind: 'list'; ordered: boolean; items: string[] } | null = null;
  let table: { kind: 'table'; rows: string[][] } | null = null;

  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: typeset(paragraph.join(' ')) });
    if (list) blocks.push({ ...list, items: list.items.map(typeset) });
    if (table) blocks.push(table);
    paragraph = [];
    list = null;
    table = null;
  };

  lines.forEach((raw, index) => {
    const line = raw.trimEnd();
    const where = `${file}:${index + 2}`;
    let match: RegExpMatchArray | null;
    if (line.trim() === '') {
      flush();
    } else if ((match = /^(#{2,3}) (.+)$/.exec(line))) {
      flush();
      blocks.push({ kind: match[1] === '##' ? 'h2' : 'h3', text: typeset(match[2] ?? '') });
    } else if (line.startsWith('# ')) {
      throw new Error(`${where}: only the first line may be a title; use "## " for a heading`);
    } else if (line.startsWith('> ')) {
      flush();
      blocks.push({ kind: 'note', text: typeset(line.slice(2).trim()) });
    } else if ((match = /^(-|\d+\.) (.+)$/.exec(line))) {
      const ordered = match[1] !== '-';
      if (!list || list.ordered !== ordered) {
        flush();
        list = { kind: 'list', ordered, items: [] };
      }
      list.items.push((match[2] ?? '').trim());
    } else if (/^ {2,}\S/.test(line) && list) {
      const last = list.items.length - 1;
      list.items[last] = `${list.items[last] ?? ''} ${line.trim()}`;
    } else if (line.startsWith('|')) {
      if (!table) {
        flush();
        table = { kind: 'table', rows: [] };
      }
      const cells = line
        .replace(/^\|/, '')
        .replace(/\|$/, '')
        .split('|')
        .map((cell) => cell.trim());
      if (!cells.every((cell) => /^:?-+:?$/.test(cell))) table.rows.push(cells.map(typeset));
    } else if (list || table) {
      throw new Error(`${where}: a paragraph must be separated from a list or table by a blank line`);
    } else {
      paragraph.push(line.trim());
    }
  });
  flush();
  return { title: typeset(title), blocks };
}

// ---------------------------------------------------------------------------------------------
// Rendering.

function contentWidth(doc: PdfDocument): number {
  return doc.page.width - margin.left - margin.right;
}

/** Starts a new page when less than `height` points are left, so a heading stays with its text. */
function keepTogether(doc: PdfDocument, height: number): void {
  if (doc.y + height > doc.page.height - margin.bottom) doc.addPage();
}

function body(doc: PdfDocument): PdfDocument {
  return doc.font('Helvetica').fontSize(bodySize).fillColor(colors.text);
}

/**
 * Writes a block of text at the left edge `x`, starting at `y` (the current position by default),
 * in which `**words**` are bold. The block becomes one element of type `type` in `parent`.
 */
function richText(
  doc: PdfDocument,
  text: string,
  x: number,
  width: number,
  options: TextOptions,
  parent: StructureElement,
  type: string,
  y = doc.y,
): void {
  const parts = text
    .split(/\*\*(.+?)\*\*/)
    .map((fragment, index) => ({ fragment, bold: index % 2 === 1 }))
    .filter(({ fragment }) => fragment !== '');
  parent.add(
    doc.struct(type, () => {
      parts.forEach(({ fragment, bold }, index) => {
        body(doc).font(bold ? 'Helvetica-Bold' : 'Helvetica');
        const fragmentOptions = { ...options, width, continued: index < parts.length - 1 };
        if (index === 0) doc.text(fragment, x, y, fragmentOptions);
        else doc.text(fragment, fragmentOptions);
      });
    }),
  );
  doc.x = margin.left;
}

const tablePadding = 7;
const tableFontSize = 10;

/**
 * Column widths for a table that fills the text width: every column is at least as wide as its
 * longest word, and the rest of the width goes to the columns with the most text.
 */
function columnWidths(
  doc: PdfDocument,
  rows: string[][],
  width: number,
  bold: (row: number, column: number) => boolean,
): number[] {
  const measure = (text: string, bold: boolean) =>
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(tableFontSize)
      .widthOfString(text) +
    2 * tablePadding +
    1;
  const columns = rows[0]?.length ?? 0;
  const least = Array.from({ length: columns }, (_, column) =>
    Math.max(
      ...rows.map((row, index) =>
        Math.max(0, ...(row[column] ?? '').split(/\s+/).map((word) => measure(word, bold(index, column)))),
      ),
    ),
  );
  const wish = Array.from({ length: columns }, (_, column) =>
    Math.max(...rows.map((row, index) => measure(row[column] ?? '', bold(index, column)))),
  );
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  if (sum(wish) <= width) return wish.map((value) => (value * width) / sum(wish));
  const spare = width - sum(least);
  const extra = wish.map((value, column) => value - (least[column] ?? 0));
  return least.map((value, column) => value + (spare * (extra[column] ?? 0)) / Math.max(1, sum(extra)));
}

/**
 * A table whose first row is the header. Columns of figures are right-aligned; when the first
 * header cell is empty, the first column holds row headers. A cell written as `**text**` is bold.
 */
function renderTable(doc: PdfDocument, rows: string[][], section: StructureElement): void {
  const [header = [], ...bodyRows] = rows;
  const strip = (text: string) => text.replace(/^\*\*(.*)\*\*$/, '$1');
  const plain = rows.map((row) => header.map((_, column) => strip(row[column] ?? '')));
  const isBold = (row: number, column: number) =>
    row === 0 || (column === 0 && header[0] === '') || /^\*\*.*\*\*$/.test(rows[row]?.[column] ?? '');
  const numeric = header.map((_, column) =>
    bodyRows.every((row) => /^[\d.,%\s\u2013\u2014+*-]*$/.test(row[column] ?? '')),
  );
  const rowHeaders = header[0] === '';
  const align = (column: number) => ({ x: numeric[column] ? ('right' as const) : ('left' as const) });
  const cell = (text: string, column: number, isHeader: boolean): TableCell => {
    const bold = isHeader || /^\*\*.*\*\*$/.test(text);
    return {
      text: strip(text),
      ...(isHeader
        ? { type: 'TH' as const, scope: column === 0 && rowHeaders ? ('Row' as const) : ('Column' as const) }
        : {}),
      font: { src: bold ? 'Helvetica-Bold' : 'Helvetica' },
      textColor: colors.text,
      align: align(column),
    };
  };
  keepTogether(doc, 4 * 24);
  doc.x = margin.left;
  doc.table({
    data: [
      header.map((text, column) => ({ ...cell(text, column, true), backgroundColor: colors.tableHeader })),
      ...bodyRows.map((row) => header.map((_, column) => cell(row[column] ?? '', column, column === 0 && rowHeaders))),
    ],
    columnStyles: columnWidths(doc, plain, contentWidth(doc), isBold),
    defaultStyle: {
      padding: [5, tablePadding],
      border: 0.5,
      borderColor: colors.tableBorder,
      font: { size: tableFontSize },
    },
    structParent: section,
  });
  body(doc);
}

/** Height of one line of body text. */
const bodyLine = bodySize * 1.2 + lineGap;

/** Whether a paragraph introduces the next block (it ends with a colon or precedes a table). */
function introduces(block: Block, next: Block | undefined): boolean {
  return block.kind === 'paragraph' && (block.text.endsWith(':') || next?.kind === 'table');
}

/**
 * The height of the start of a block that must stay on the same page as what comes before it: a
 * few lines of a paragraph (all of it, plus the start of what follows, when it introduces that),
 * the first items of a list or the first rows of a table.
 */
function leadHeight(doc: PdfDocument, block: Block | undefined, next: Block | undefined): number {
  const width = contentWidth(doc);
  switch (block?.kind) {
    case 'paragraph': {
      const height = doc
        .font('Helvetica')
        .fontSize(bodySize)
        .heightOfString(block.text.replace(/\*\*/g, ''), { width, lineGap });
      return introduces(block, next) ? height + 8 + leadHeight(doc, next, undefined) : Math.min(height, 3 * bodyLine);
    }
    case 'list':
      return 2 * bodyLine;
    case 'table':
      return 4 * 24;
    case 'h3':
      return bodyLine + 6 + 3 * bodyLine;
    default:
      return 3 * bodyLine;
  }
}

function renderBlock(
  doc: PdfDocument,
  block: Block,
  section: StructureElement,
  previous: Block | undefined,
  following: Block[],
): void {
  const width = contentWidth(doc);
  const [next, afterNext] = following;
  if (previous?.kind === 'note' && block.kind !== 'note') doc.y += 10;
  switch (block.kind) {
    case 'note':
      doc.font('Helvetica').fontSize(9.5).fillColor(colors.muted);
      doc.text(block.text, margin.left, doc.y, { width, lineGap: 2, structParent: section, structType: 'P' });
      break;
    case 'h2': {
      doc.y += 12;
      const height = doc.font('Helvetica-Bold').fontSize(13.5).heightOfString(block.text, { width });
      keepTogether(doc, height + 6 + leadHeight(doc, next, afterNext));
      doc.font('Helvetica-Bold').fontSize(13.5).fillColor(colors.heading);
      doc.text(block.text, margin.left, doc.y, { width, lineGap: 2, structParent: section, structType: 'H2' });
      doc.y += 5;
      break;
    }
    case 'h3': {
      doc.y += 6;
      const height = doc.font('Helvetica-Bold').fontSize(bodySize).heightOfString(block.text, { width });
      keepTogether(doc, height + 3 + leadHeight(doc, next, afterNext));
      doc.font('Helvetica-Bold').fontSize(bodySize).fillColor(colors.text);
      doc.text(block.text, margin.left, doc.y, { width, lineGap, structParent: section, structType: 'H3' });
      doc.y += 2;
      break;
    }
    case 'paragraph':
      keepTogether(doc, introduces(block, next) ? leadHeight(doc, block, next) : 2 * bodyLine);
      richText(doc, block.text, margin.left, width, { lineGap, paragraphGap: 8 }, section, 'P');
      break;
    case 'list': {
      const list = doc.struct('L');
      section.add(list);
      block.items.forEach((item, index) => {
        const listItem = doc.struct('LI');
        list.add(listItem);
        keepTogether(doc, 2 * bodyLine);
        const y = doc.y;
        body(doc).text(block.ordered ? `${index + 1}.` : '\u2022', margin.left + (block.ordered ? 0 : 3), y, {
          lineBreak: false,
          structParent: listItem,
          structType: 'Lbl',
        });
        richText(
          doc,
          item,
          margin.left + listIndent,
          width - listIndent,
          { lineGap, paragraphGap: 4 },
          listItem,
          'LBody',
          y,
        );
        listItem.end();
      });
      list.end();
      doc.x = margin.left;
      doc.y += 6;
      break;
    }
    case 'table': {
      renderTable(doc, block.rows, section);
      doc.x = margin.left;
      doc.y += 12;
      break;
    }
  }
}

/** Header (legal name, document title, a rule) and footer (page x of y) on every page. */
function renderPageFurniture(doc: PdfDocument, title: string): void {
  const { start, count } = doc.bufferedPageRange();
  const width = contentWidth(doc);
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Text in the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;

    doc.markContent('Artifact', { type: 'Pagination' });
    doc.font('Helvetica-Bold').fontSize(9).fillColor(colors.brand);
    doc.text(legalName, margin.left, 44, { width, lineBreak: false });
    doc.font('Helvetica').fontSize(9).fillColor(colors.muted);
    doc.text(title, margin.left, 44, { width, align: 'right', lineBreak: false });
    doc
      .lineWidth(0.75)
      .strokeColor(colors.rule)
      .moveTo(margin.left, 60)
      .lineTo(margin.left + width, 60)
      .stroke();

    const footerY = doc.page.height - 50;
    doc
      .lineWidth(0.5)
      .strokeColor(colors.tableBorder)
      .moveTo(margin.left, footerY - 8)
      .lineTo(margin.left + width, footerY - 8)
      .stroke();
    doc.font('Helvetica').fontSize(8.5).fillColor(colors.muted);
    doc.text(
      'Voorbeeldlaan 12, 3511 AB Utrecht \u00B7 www.helderwijs.example \u00B7 KvK 12345678',
      margin.left,
      footerY,
      {
        width,
        lineBreak: false,
      },
    );
    doc.text(`Pagina ${index - start + 1} van ${count}`, margin.left, footerY, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.endMarkedContent();

    doc.page.margins.bottom = margin.bottom;
  }
}

function render(source: SourceDocument): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: margin,
    bufferPages: true,
    tagged: true,
    lang: 'nl-NL',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: source.title,
      Author: legalName,
      Subject: `${source.title} van ${legalName}`,
      Creator: legalName,
      Producer: 'PDFKit',
      CreationDate: documentDate,
      ModDate: documentDate,
    },
  });
  const chunks: Uint8Array[] = [];
  const done = new Promise<Uint8Array>((resolvePdf) => {
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolvePdf(Buffer.concat(chunks)));
  });

  const document = doc.struct('Document');
  doc.addStructure(document);

  doc.font('Helvetica-Bold').fontSize(22).fillColor(colors.heading);
  doc.text(source.title, margin.left, margin.top, {
    width: contentWidth(doc),
    lineGap: 2,
    structParent: document,
    structType: 'H1',
  });
  doc.y += 6;

  source.blocks.forEach((block, index) => {
    renderBlock(doc, block, document, source.blocks[index - 1], source.blocks.slice(index + 1, index + 3));
  });
  document.end();

  renderPageFurniture(doc, source.title);
  doc.end();
  return done;
}

// ---------------------------------------------------------------------------------------------

mkdirSync(outputDir, { recursive: true });
const sources = readdirSync(sourceDir)
  .filter((name) => name.endsWith('.md'))
  .sort();
if (sources.length === 0) throw new Error(`No document sources in ${relative(root, sourceDir)}`);

for (const name of sources) {
  const file = join(sourceDir, name);
  const source = parse(readFileSync(file, 'utf8'), relative(root, file));
  const pdf = await render(source);
  const target = join(outputDir, `${basename(name, '.md')}.pdf`);
  writeFileSync(target, pdf);
  console.log(`${relative(root, target)} (${Math.round(pdf.length / 1024)} kB)`);
}
