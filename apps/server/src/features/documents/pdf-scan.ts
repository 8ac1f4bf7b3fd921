import { inflateSync } from 'node:zlib';

/** Names whose presence means the PDF can run something or carries other files. */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'SubmitForm', 'ImportData']);
const ENCRYPT = 'Encrypt';
/** Object streams hide dictionaries inside compressed data; they are inflated and scanned too. */
const MAX_OBJSTM_COMPRESSED = 4 * 1024 * 1024;
const MAX_OBJSTM_INFLATED = 16 * 1024 * 1024;
const MAX_NAME = 64;

const isWhite = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09 || b === 0x0c || b === 0x00;
const isDelim = (b: number) =>
  b === 0x2f || b === 0x5b || b === 0x5d || b === 0x3c || b === 0x3e || b === 0x28 || b === 0x29 || b === 0x7b || b === 0x7d || b === 0x25;
const hexVal = (b: number) => (b >= 0x30 && b <= 0x39 ? b - 0x30 : b >= 0x41 && b <= 0x46 ? b - 0x37 : b >= 0x61 && b <= 0x66 ? b - 0x57 : -1);

const ENDSTREAM = Buffer.from('endstream');

export interface PdfFindings {
  active: boolean;
  encrypted: boolean;
  /** An object stream too large to inspect. */
  uninspectable: boolean;
}

/**
 * A streaming scanner of PDF syntax (fed chunk by chunk, memory bounded): it reads names outside
 * strings, comments and stream data, decoding #xx escapes (so /J#61vaScript is caught), and
 * inflates object streams (/ObjStm) to read the dictionaries inside them.
 */
export class PdfScanner {
  readonly findings: PdfFindings = { active: false, encrypted: false, uninspectable: false };
  private mode: 'normal' | 'name' | 'comment' | 'string' | 'stream' = 'normal';
  private name: number[] = [];
  private hexPending = -1;
  private hexHigh = -1;
  private stringDepth = 0;
  private stringEscape = false;
  private word = '';
  private sawObjStm = false;
  private sawFlate = false;
  private streamTail = Buffer.alloc(0);
  private objStm: Buffer[] | null = null;
  private objStmBytes = 0;
  private pendingStreamEol = false;

  constructor(private readonly nested = false) {}

  write(chunk: Buffer): void {
    let i = 0;
    while (i < chunk.length) {
      if (this.mode === 'stream') {
        i = this.skipStream(chunk, i);
        continue;
      }
      const b = chunk[i]!;
      i++;
      switch (this.mode) {
        case 'comment':
          if (b === 0x0a || b === 0x0d) this.mode = 'normal';
          break;
        case 'string':
          if (this.stringEscape) this.stringEscape = false;
          else if (b === 0x5c) this.stringEscape = true;
          else if (b === 0x28) this.stringDepth++;
          else if (b === 0x29 && --this.stringDepth === 0) this.mode = 'normal';
          break;
        case 'name':
          if (isWhite(b) || isDelim(b)) {
            this.endName();
            i--; // the delimiter starts the next token
          } else if (b === 0x23) {
            this.hexPending = 0;
          } else if (this.hexPending >= 0) {
            const v = hexVal(b);
            if (this.hexPending === 0) {
              this.hexHigh = v;
              this.hexPending = 1;
            } else {
              this.hexPending = -1;
              if (this.hexHigh >= 0 && v >= 0) this.pushName((this.hexHigh << 4) | v);
            }
          } else {
            this.pushName(b);
          }
          break;
        default:
          this.normal(b);
      }
    }
  }

  end(): PdfFindings {
    if (this.mode === 'name') this.endName();
    return this.findings;
  }

  private pushName(b: number) {
    if (this.name.length < MAX_NAME) this.name.push(b);
  }

  private endName() {
    const name = String.fromCharCode(...this.name);
    this.mode = 'normal';
    this.name = [];
    this.hexPending = -1;
    if (ACTIVE_NAMES.has(name)) this.findings.active = true;
    else if (name === ENCRYPT) this.findings.encrypted = true;
    else if (name === 'ObjStm') this.sawObjStm = true;
    else if (name === 'FlateDecode') this.sawFlate = true;
  }

  private normal(b: number) {
    if (b === 0x2f) {
      this.endWord();
      this.mode = 'name';
    } else if (b === 0x25) {
      this.endWord();
      this.mode = 'comment';
    } else if (b === 0x28) {
      this.endWord();
      this.mode = 'string';
      this.stringDepth = 1;
    } else if ((b >= 0x61 && b <= 0x7a) || (b >= 0x41 && b <= 0x5a)) {
      if (this.word.length < 16) this.word += String.fromCharCode(b);
    } else {
      this.endWord();
    }
  }

  private endWord() {
    const word = this.word;
    this.word = '';
    if (word === 'obj' || word === 'endobj') {
      this.sawObjStm = false;
      this.sawFlate = false;
    } else if (word === 'stream' && !this.nested) {
      this.mode = 'stream';
      this.pendingStreamEol = true;
      this.streamTail = Buffer.alloc(0);
      this.objStm = this.sawObjStm && this.sawFlate ? [] : null;
      this.objStmBytes = 0;
    }
  }

  /** Passes over stream data up to "endstream", keeping object streams to inspect. */
  private skipStream(chunk: Buffer, from: number): number {
    let start = from;
    if (this.pendingStreamEol) {
      // "stream" is followed by CRLF or LF before the data.
      while (start < chunk.length && (chunk[start] === 0x0d || chunk[start] === 0x0a)) start++;
      if (start < chunk.length) this.pendingStreamEol = false;
      if (start >= chunk.length) return chunk.length;
    }
    const joined = this.streamTail.length > 0 ? Buffer.concat([this.streamTail, chunk.subarray(start)]) : chunk.subarray(start);
    const at = joined.indexOf(ENDSTREAM);
    if (at < 0) {
      const keep = Math.min(ENDSTREAM.length - 1, joined.length);
      this.collectObjStm(joined.subarray(0, joined.length - keep));
      this.streamTail = Buffer.from(joined.subarray(joined.length - keep));
      return chunk.length;
    }
    this.collectObjStm(joined.subarray(0, at));
    this.finishObjStm();
    this.mode = 'normal';
    this.streamTail = Buffer.alloc(0);
    // Position in `chunk` just after "endstream".
    const consumedOfChunk = at + ENDSTREAM.length - (joined.length - (chunk.length - start));
    return start + Math.max(0, consumedOfChunk);
  }

  private collectObjStm(data: Buffer) {
    if (!this.objStm || data.length === 0) return;
    this.objStmBytes += data.length;
    if (this.objStmBytes > MAX_OBJSTM_COMPRESSED) {
      this.findings.uninspectable = true;
      this.objStm = null;
      return;
    }
    this.objStm.push(Buffer.from(data));
  }

  private finishObjStm() {
    if (!this.objStm) return;
    const compressed = Buffer.concat(this.objStm);
    this.objStm = null;
    this.sawObjStm = false;
    let inflated: Buffer;
    try {
      inflated = inflateSync(compressed.subarray(0, trimEol(compressed)), { maxOutputLength: MAX_OBJSTM_INFLATED });
    } catch {
      this.findings.uninspectable = true;
      return;
    }
    const inner = new PdfScanner(true);
    inner.write(inflated);
    const found = inner.end();
    this.findings.active ||= found.active;
    this.findings.encrypted ||= found.encrypted;
  }
}

/** Length of stream data without the end-of-line that precedes "endstream". */
function trimEol(data: Buffer): number {
  let n = data.length;
  while (n > 0 && (data[n - 1] === 0x0a || data[n - 1] === 0x0d)) n--;
  return n;
}
