import { readFile, writeFile } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PDFArray, PDFDict, PDFName, PDFStream, PDFWriter, type PDFContext, type PDFObject } from 'pdf-lib';
import type { UploadProblem } from '@portal/contracts';
import { OBJECTS_PER_TURN, parsePdf } from './pdf-parser';
import { Gate } from '../../platform/gate';

/**
 * Names that make a PDF run something, reach out, or carry other files (docs/decisions/0300):
 * scripts (JavaScript, JS, XFA forms, whose XML holds scripts), actions fired by events (AA),
 * programs and other files (Launch, GoToR, GoToE), embedded files and media, and form posts.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'XFA',
  'AA',
  'Launch',
  'GoToR',
  'GoToE',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'RichMedia',
  'Rendition',
  'SubmitForm',
  'ImportData',
]);
const OPEN_ACTION = 'OpenAction';
/** Values looked at between turns while walking the parsed objects. */
const VALUES_PER_TURN = 20_000;
/**
 * A parsed 30 MB PDF takes 60–230 MB (bench/RESULTS.md): one file is checked at a time, so
 * the uploads the upload gate lets in at once do not multiply that.
 */
const checking = new Gate(1);

export type PdfProblem = Extract<UploadProblem, 'pdfActiveContent' | 'pdfEncrypted' | 'fileDamaged'>;

const unescapeName = (name: string) =>
  name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A name as a PDF reader reads it (`/J#61vaScript` is `/JavaScript`). The parser leaves escapes
 * it does not know (lower-case hex) in the name and the writer escapes their `#` again, so the
 * name is unescaped until it stops changing: every reading of it is compared.
 */
export function nameReadings(name: PDFName): string[] {
  let text = name.asString().slice(1);
  const readings = [text];
  for (let i = 0; i < 4; i++) {
    const next = unescapeName(text);
    if (next === text) break;
    readings.push((text = next));
  }
  return readings;
}

const isActiveName = (name: PDFName) => nameReadings(name).some((reading) => ACTIVE_NAMES.has(reading));
const isName = (name: PDFName, wanted: string) => nameReadings(name).includes(wanted);

/** An open action that only shows a page (a destination, or a GoTo action) runs nothing. */
function isRunningOpenAction(context: PDFContext, value: PDFObject): boolean {
  const action = context.lookup(value);
  if (!(action instanceof PDFDict)) return false;
  const kind = action.get(PDFName.of('S'));
  return !(kind instanceof PDFName && isName(kind, 'GoTo'));
}

/**
 * Walks every object the parser found — also those it unpacked from object streams, whatever
 * their filters, and those nothing refers to — looking at every dictionary key and name value.
 */
async function hasActiveContent(context: PDFContext): Promise<boolean> {
  const stack: PDFObject[] = context.enumerateIndirectObjects().map(([, object]) => object);
  let seen = 0;
  while (stack.length > 0) {
    if (++seen % VALUES_PER_TURN === 0) await nextTurn();
    const object = stack.pop()!;
    if (object instanceof PDFName) {
      if (isActiveName(object)) return true;
    } else if (object instanceof PDFStream) {
      stack.push(object.dict);
    } else if (object instanceof PDFArray) {
      for (const item of object.asArray()) stack.push(item);
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        if (isActiveName(key)) return true;
        if (isName(key, OPEN_ACTION) && isRunningOpenAction(context, value)) return true;
        stack.push(value);
      }
    }
  }
  return false;
}

/**
 * Checks an uploaded PDF with a real parser and writes what was checked to `to`: the parser
 * reads every object (unpacking object streams through all their filters), the objects are
 * searched for active content, and the file is written again from the parsed objects. So the
 * stored file holds nothing the check did not see — no object hidden where a reader's
 * cross-reference table points but the parser did not look, no data appended after the end.
 * Returns why the file is refused, or null when `to` was written.
 */
export async function checkAndRewritePdf(from: string, to: string): Promise<PdfProblem | null> {
  const release = await checking.acquire();
  try {
    return await check(from, to);
  } finally {
    release();
  }
}

async function check(from: string, to: string): Promise<PdfProblem | null> {
  let context: PDFContext;
  try {
    context = await parsePdf(new Uint8Array(await readFile(from)));
  } catch {
    return 'fileDamaged';
  }
  if (context.trailerInfo.Encrypt) return 'pdfEncrypted';
  if (context.enumerateIndirectObjects().length === 0) return 'fileDamaged';
  if (await hasActiveContent(context)) return 'pdfActiveContent';
  try {
    const rewritten = await PDFWriter.forContext(context, OBJECTS_PER_TURN).serializeToBuffer();
    await writeFile(to, rewritten, { flag: 'wx', mode: 0o600 });
  } catch {
    return 'fileDamaged';
  }
  return null;
}
