import { PDFParser, type PDFContext } from 'pdf-lib';

/** Past this, a PDF is given up as unreadable (a real one of 30 MB parses in a few seconds). */
const PARSE_LIMIT_MS = 30_000;
/** Objects parsed between turns of the event loop, so other requests keep being served. */
export const OBJECTS_PER_TURN = 500;

/** Where an object, cross-reference table or trailer may start (bounded runs: no backtracking blow-up). */
const SECTION = '\\d{1,10}[\\0\\t\\n\\f\\r ]{1,64}\\d{1,5}[\\0\\t\\n\\f\\r ]{1,64}obj|xref|trailer|startxref';
const SECTION_HERE = new RegExp(SECTION, 'y');
const NEXT_SECTION = new RegExp(SECTION, 'g');
/** Longest text a section start can take (two numbers, their spaces and "obj"). */
const SECTION_WINDOW = 160;
const ENDSTREAM = Buffer.from('endstream');

/** The parts of pdf-lib's parser this file replaces; they are private in its types. */
interface ParserInternals {
  bytes: { offset(): number; moveTo(offset: number): void; slice(start: number, end: number): Uint8Array };
  shouldWaitForTick: () => boolean;
  skipJibberish: () => void;
  skipWhitespaceAndComments(): void;
}

/**
 * pdf-lib's parser with two of its recovery paths made linear, a time limit, and no copies.
 * Between objects it skipped unknown bytes one at a time, trying (and throwing) at each: 30 MB of
 * noise behind a `%PDF-` header took over a minute of CPU, all in one turn of the event loop. A
 * stream whose /Length is wrong was searched for "endstream" the same way. Both are one search
 * here. Stream data is kept as views of the file's bytes rather than copies of them.
 */
class BoundedPdfParser extends PDFParser {
  private readonly buffer: Buffer;
  /** The whole file as text, made only if bytes between objects need searching. */
  private text: string | null = null;

  constructor(bytes: Uint8Array, deadline: number) {
    // Invalid objects throw (rather than being copied through unread).
    super(bytes, OBJECTS_PER_TURN, true, false);
    this.buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    const internals = this as unknown as ParserInternals;
    internals.bytes.slice = (start, end) => bytes.subarray(start, end);
    const tick = internals.shouldWaitForTick;
    internals.shouldWaitForTick = () => {
      if (Date.now() > deadline) throw new Error('PDF parse time limit');
      return tick();
    };
    internals.skipJibberish = () => {
      internals.skipWhitespaceAndComments();
      const at = internals.bytes.offset();
      // Nearly always the next object starts right here.
      SECTION_HERE.lastIndex = 0;
      if (at >= bytes.length || SECTION_HERE.test(this.buffer.toString('latin1', at, at + SECTION_WINDOW))) return;
      this.text ??= this.buffer.toString('latin1');
      NEXT_SECTION.lastIndex = at;
      const next = NEXT_SECTION.exec(this.text);
      internals.bytes.moveTo(next ? next.index : bytes.length);
    };
  }

  /** The stream's data ends before the first "endstream" (and the end of line before it). */
  protected override findEndOfStreamFallback(): number {
    const internals = this as unknown as ParserInternals;
    const at = this.buffer.indexOf(ENDSTREAM, internals.bytes.offset());
    if (at < 0) throw new Error('PDF stream without endstream');
    let end = at;
    if (this.buffer[end - 1] === 0x0a) end--;
    if (this.buffer[end - 1] === 0x0d) end--;
    internals.bytes.moveTo(at + ENDSTREAM.length);
    return end;
  }
}

/** Every object of a PDF, as pdf-lib reads it (object streams unpacked through all their filters). */
export function parsePdf(bytes: Uint8Array): Promise<PDFContext> {
  return new BoundedPdfParser(bytes, Date.now() + PARSE_LIMIT_MS).parseDocument();
}
