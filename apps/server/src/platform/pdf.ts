import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** A printable document: a title, lines under it, then blocks of headed label/value rows. */
export interface PdfContent {
  title: string;
  lines: string[];
  blocks: { heading: string; rows: { label: string; value: string }[] }[];
  /** Shown at the foot of every page ("Page {n} of {total}" is filled in). */
  footer: (page: number, total: number) => string;
}

const PAGE = { width: 612, height: 792, margin: 54 };

/** The standard fonts print Latin-1 (WinAnsi): Spanish is fine; anything else becomes "?". */
function printable(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  return out;
}

/** Renders the content as a PDF (text, not images, so it can be read and searched). */
export async function renderPdf(content: PdfContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(printable(content.title));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const write = (text: string, font: PDFFont, size: number, indent = 0) => {
    for (const line of wrap(text, font, size, width - indent)) {
      if (y < PAGE.margin + 30) {
        page = doc.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      page.drawText(line, { x: PAGE.margin + indent, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size * 1.4;
    }
  };

  write(content.title, bold, 16);
  y -= 6;
  for (const line of content.lines) write(line, regular, 10);
  for (const block of content.blocks) {
    y -= 8;
    write(block.heading, bold, 12);
    for (const row of block.rows) {
      write(row.label, regular, 9, 0);
      write(row.value, bold, 10, 12);
    }
  }
  const pages = doc.getPages();
  pages.forEach((p, i) =>
    p.drawText(printable(content.footer(i + 1, pages.length)), {
      x: PAGE.margin,
      y: PAGE.margin / 2,
      size: 8,
      font: regular,
    }),
  );
  return doc.save();
}
