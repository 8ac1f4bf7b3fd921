import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { MAX_FILE_BYTES, SNIFF_BYTES, sniffFileType, type DetectedFileType } from '@portal/contracts';
import type { BlobStore } from '../../platform/blobs/store';
import { HttpError } from '../../platform/http/errors';

/** The JSON field whose (base64) value is a file: streamed to disk, never held whole. */
const FILE_FIELD = 'attachment_base_64_data';
/** Everything else in an upload body (names, ids) is small. */
const MAX_OTHER_JSON = 256 * 1024;
/** Marks where a file was in the JSON (with a random part per body, so a client cannot write one). */
const PLACEHOLDER_PREFIX = 'staged-file:';
/** A key spelled with escapes (`\u0061…`) may take six bytes a character; longer strings are not keys we watch. */
const MAX_KEY_BYTES = FILE_FIELD.length * 6;

/** The text of a JSON string's raw bytes (between the quotes), escapes decoded; null when not a valid string. */
function jsonStringText(raw: number[]): string | null {
  try {
    return JSON.parse(`"${Buffer.from(raw).toString('utf8')}"`) as string;
  } catch {
    return null;
  }
}
/** Bytes a file may have before it is cut off and refused as too large (decoded). */
const CUTOFF_BYTES = MAX_FILE_BYTES;

/** The base64 length of n bytes. */
export const base64Length = (n: number) => Math.ceil(n / 3) * 4;

/** A file taken out of an upload body: on disk (unless refused early), with what was learnt on the way. */
export interface StagedFile {
  tempPath: string;
  size: number;
  sha256: string;
  type: DetectedFileType | null;
  tooLarge: boolean;
  badEncoding: boolean;
  written: boolean;
}

/** Decodes one base64 value arriving in pieces (or takes the bytes themselves), writing them to a temp file. */
export class FileSink {
  private readonly hash = createHash('sha256');
  private readonly head: Buffer[] = [];
  private headBytes = 0;
  private carry = '';
  private out: WriteStream | null;
  private typeKnown = false;
  private ended = false;
  readonly staged: StagedFile;

  constructor(tempPath: string) {
    this.staged = { tempPath, size: 0, sha256: '', type: null, tooLarge: false, badEncoding: false, written: false };
    this.out = createWriteStream(tempPath, { flags: 'wx', mode: 0o600 });
    this.out.on('error', () => {});
  }

  /** Base64 text (already unescaped). Returns a promise when the disk needs a moment. */
  async write(text: string): Promise<void> {
    if (this.staged.tooLarge || this.staged.badEncoding) return;
    const all = this.carry + text;
    const usable = all.length - (all.length % 4);
    this.carry = all.slice(usable);
    if (usable === 0) return;
    await this.decode(all.slice(0, usable));
  }

  private async decode(b64: string) {
    const bytes = Buffer.from(b64, 'base64');
    const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
    // Buffer.from skips characters that are not base64; a length mismatch reveals them.
    if (bytes.length !== (b64.length / 4) * 3 - padding || b64.slice(0, -2).includes('=')) {
      this.staged.badEncoding = true;
      await this.discard();
      return;
    }
    await this.writeBytes(bytes);
  }

  /** The file's next bytes (a resumable upload's pieces come as they are, not in base64). */
  async writeBytes(bytes: Buffer): Promise<void> {
    if (this.staged.tooLarge || this.staged.badEncoding) return;
    this.staged.size += bytes.length;
    if (this.staged.size > CUTOFF_BYTES) {
      this.staged.tooLarge = true;
      await this.discard();
      return;
    }
    this.hash.update(bytes);
    this.learnType(bytes);
    if (this.out && !this.out.write(bytes)) await new Promise<void>((resolve) => this.out!.once('drain', resolve));
  }

  private learnType(bytes: Buffer) {
    if (this.typeKnown) return;
    this.head.push(bytes.subarray(0, SNIFF_BYTES));
    this.headBytes += Math.min(bytes.length, SNIFF_BYTES);
    if (this.headBytes < SNIFF_BYTES) return;
    this.settleType();
  }

  private settleType() {
    this.typeKnown = true;
    this.staged.type = sniffFileType(Buffer.concat(this.head));
  }

  private async discard() {
    const out = this.out;
    this.out = null;
    if (out) await new Promise<void>((resolve) => out.end(resolve));
  }

  async end(): Promise<StagedFile> {
    if (this.ended) return this.staged;
    this.ended = true;
    if (this.carry.length > 0 && !this.staged.tooLarge && !this.staged.badEncoding) {
      this.staged.badEncoding = true;
      await this.discard();
    }
    if (!this.typeKnown && this.headBytes > 0) this.settleType(); // a file shorter than the sniffing window
    this.staged.sha256 = this.hash.digest('hex');
    const out = this.out;
    this.out = null;
    if (out) {
      await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
      this.staged.written = !this.staged.tooLarge && !this.staged.badEncoding;
    }
    return this.staged;
  }

  /** Called when the request fails part way: the temp file is left for the caller to remove. */
  async abort() {
    this.ended = true;
    await this.discard();
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const isJsonSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

/**
 * Reads an upload's JSON body as it arrives. Every `attachment_base_64_data` string is decoded
 * straight into a temp file in the blob store (its place in the JSON keeps a short placeholder);
 * the rest of the JSON, which is small, is parsed normally at the end. Memory per request is a
 * few chunks, whatever the size of the files.
 */
export async function parseUploadBody(
  stream: Readable,
  store: BlobStore,
  limitBytes: number,
): Promise<{ body: unknown; files: Map<string, StagedFile> }> {
  const files = new Map<string, StagedFile>();
  const randomPart = randomBytes(12).toString('hex');
  const placeholder = (n: number) => `${PLACEHOLDER_PREFIX}${randomPart}:${n}`;
  const sinks: FileSink[] = [];
  const other: Buffer[] = [];
  let otherLength = 0;
  let total = 0;
  // Lexer state outside file values.
  let inString = false;
  let escape = false;
  let current: number[] = [];
  let lastString: string | null = null;
  let awaitingValueOf: string | null = null;
  // State inside a file value.
  let sink: FileSink | null = null;
  let sinkEscape = false;

  // Bytes, decoded only at the end, so a character split between chunks stays whole.
  const emit = (bytes: Buffer) => {
    otherLength += bytes.length;
    if (otherLength > MAX_OTHER_JSON) throw new HttpError(413, 'PAYLOAD_TOO_LARGE');
    other.push(Buffer.from(bytes));
  };

  try {
    for await (const raw of stream) {
      const chunk = raw as Buffer;
      total += chunk.length;
      if (total > limitBytes) throw new HttpError(413, 'PAYLOAD_TOO_LARGE');
      let i = 0;
      while (i < chunk.length) {
        if (sink) {
          if (sinkEscape) {
            // JSON may escape "/" as "\/"; nothing else belongs in base64.
            sinkEscape = false;
            if (chunk[i] === 0x2f) await sink.write('/');
            else await sink.write('!');
            i++;
            continue;
          }
          const quote = chunk.indexOf(QUOTE, i);
          const slash = chunk.indexOf(BACKSLASH, i);
          const stop = quote < 0 ? (slash < 0 ? chunk.length : slash) : slash >= 0 && slash < quote ? slash : quote;
          if (stop > i) await sink.write(chunk.toString('latin1', i, stop));
          i = stop;
          if (i >= chunk.length) break;
          if (chunk[i] === BACKSLASH) {
            sinkEscape = true;
            i++;
            continue;
          }
          // Closing quote: the file is complete.
          files.set(placeholder(sinks.length - 1), await sink.end());
          sink = null;
          emit(Buffer.from('"'));
          i++;
          continue;
        }
        // Outside file values: copy bytes through, watching for the file field's key.
        let j = i;
        for (; j < chunk.length; j++) {
          const b = chunk[j]!;
          if (inString) {
            if (escape) escape = false;
            else if (b === BACKSLASH) escape = true;
            else if (b === QUOTE) {
              inString = false;
              // Compared decoded, so an escaped spelling of the file field is still the file field.
              lastString = current.length <= MAX_KEY_BYTES ? jsonStringText(current) : null;
              current = [];
              continue;
            }
            if (current.length <= MAX_KEY_BYTES) current.push(b);
            continue;
          }
          if (isJsonSpace(b)) continue;
          if (b === COLON && lastString !== null) {
            awaitingValueOf = lastString;
            lastString = null;
            continue;
          }
          lastString = null;
          if (b === QUOTE) {
            if (awaitingValueOf === FILE_FIELD) {
              awaitingValueOf = null;
              emit(chunk.subarray(i, j + 1));
              emit(Buffer.from(placeholder(sinks.length)));
              sink = new FileSink(store.tempPath());
              sinks.push(sink);
              j++;
              break;
            }
            inString = true;
            current = [];
          }
          awaitingValueOf = null;
        }
        if (!sink) emit(chunk.subarray(i, j));
        i = j;
      }
    }
    if (sink || inString) throw new HttpError(400, 'BAD_REQUEST');
  } catch (err) {
    await Promise.all(sinks.map((s) => s.abort()));
    await Promise.all(sinks.map((s) => store.removeTemp(s.staged.tempPath)));
    throw err;
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(other).toString('utf8'));
  } catch {
    await Promise.all(sinks.map((s) => store.removeTemp(s.staged.tempPath)));
    throw new HttpError(400, 'BAD_REQUEST');
  }
  return { body, files };
}
