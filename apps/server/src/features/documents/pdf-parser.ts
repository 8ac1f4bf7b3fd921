import { PDFParser, type PDFContext } from 'pdf-lib';

/** Past this, a PDF is given up as unreadable (a real one of 30 MB parses in a few seconds). */
const PARSE_LIMIT_MS = 30_000;
/** Objects parsed between turns of the event loop, so other requests keep being served. */
export const OBJECTS_PER_TURN = 500;

/** Where an object, cross-reference table or trailer may start (bounded runs: no backtracking blow-up). */
const NEXT_SECTION = /\d{1,10}[\0\t\n\f\r ]{1,64}\d{1,5}[\0\t\n\f\r ]{1,64}obj|xref|trailer|startxref/g;
const ENDSTREAM = 'endstream';

/** The parts of pdf-lib's parser this file replaces; they are private in its types. */
interface ParserInternals {
  bytes: { offset(): number; moveTo(offset: number): void };
  shouldWaitForTick: () => boolean;
  skipJibberish: () => void;
  skipWhitespaceAndComments(): void;
}

/**
 * pdf-lib's parser with two of its recovery paths made linear, and a time limit. Between objects
 * it skips unknown bytes one at a time, trying (and throwing) at each: 30 MB of noise behind a
 * `%PDF-` header took over a minute of CPU, all in one turn of the event loop. A stream whose
 * /Length is wrong is searched for "endstream" the same way. Both are found here with one search.
 */
class BoundedPdfParser extends PDFParser {
  private readonly text: string;

  constructor(bytes: Uint8Array, deadline: number) {
    // Invalid objects throw (rather than being copied through unread).
    super(bytes, OBJECTS_PER_TURN, true, false);
    this.text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
    const internals = this as unknown as ParserInternals;
    const tick = internals.shouldWaitForTick;
    internals.shouldWaitForTick = () => {
      if (Date.now() > deadline) throw new Error('PDF parse time limit');
      return tick();
    };
    internals.skipJibberish = () => {
      internals.skipWhitespaceAndComments();
      NEXT_SECTION.lastIndex = internals.bytes.offset();
      const next = NEXT_SECTION.exec(this.text);
      internals.bytes.moveTo(next ? next.index : this.text.length);
    };
  }

  /** The stream's data ends before the first "endstream" (and the end of line before it). */
  protected override findEndOfStreamFallback(): number {
    const internals = this as unknown as ParserInternals;
    const at = this.text.indexOf(ENDSTREAM, internals.bytes.offset());
    if (at < 0) throw new Error('PDF stream without endstream');
    let end = at;
    if (this.text[end - 1] === '\n') end--;
    if (this.text[end - 1] === '\r') end--;
    internals.bytes.moveTo(at + ENDSTREAM.length);
    return end;
  }
}

/** Every object of a PDF, as pdf-lib reads it (object streams unpacked through all their filters). */
export function parsePdf(bytes: Uint8Array): Promise<PDFContext> {
  return new BoundedPdfParser(bytes, Date.now() + PARSE_LIMIT_MS).parseDocument();
}
