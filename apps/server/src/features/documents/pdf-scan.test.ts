import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf, MAX_FILE_BYTES, UPLOAD_MESSAGES, type OutstandingVerifications } from '@portal/contracts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';

/*
 * Each PDF here is written byte by byte, with a cross-reference table or stream a real reader
 * follows. poppler's `pdfinfo -js` (installed beside the tests) shows that the scripts in them
 * are real: a reader finds and prints them. The portal must refuse every one.
 */

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const stream = (dict: string, data: Buffer | string) => {
  const bytes = typeof data === 'string' ? latin1(data) : data;
  return Buffer.concat([latin1(`<< ${dict} /Length ${bytes.length} >>\nstream\n`), bytes, latin1('\nendstream')]);
};

interface Packed {
  /** Objects inside one object stream, numbered after the plain objects. */
  objects: string[];
  filter: string;
  encode: (data: Buffer) => Buffer;
}

/**
 * A PDF of `objects` (numbered from 1; object 1 is the catalog). With `packed`, more objects go
 * into an object stream and a cross-reference stream names where each is, as PDF 1.5 writers do;
 * otherwise a classic cross-reference table. `before[i]` is written just before object i + 1.
 */
function buildPdf(
  objects: (string | Buffer)[],
  opts: { packed?: Packed; before?: Record<number, string> } = {},
): Buffer {
  const parts: Buffer[] = [latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let length = parts[0]!.length;
  const add = (bytes: Buffer) => {
    parts.push(bytes);
    length += bytes.length;
  };
  const offsets: number[] = [];
  const writeObject = (num: number, body: string | Buffer) => {
    offsets[num] = length;
    const bytes = typeof body === 'string' ? latin1(body) : body;
    add(Buffer.concat([latin1(`${num} 0 obj\n`), bytes, latin1('\nendobj\n')]));
  };
  objects.forEach((body, i) => {
    if (opts.before?.[i]) add(latin1(opts.before[i]));
    writeObject(i + 1, body);
  });
  const packed = opts.packed;
  if (!packed) {
    const xref = length;
    const rows = offsets.slice(1).map((o) => `${String(o).padStart(10, '0')} 00000 n \n`);
    add(latin1(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows.join('')}`));
    add(latin1(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`));
    return Buffer.concat(parts);
  }
  const stmNum = objects.length + 1;
  const firstPacked = stmNum + 1;
  let header = '';
  let body = '';
  packed.objects.forEach((text, i) => {
    header += `${firstPacked + i} ${body.length} `;
    body += `${text}\n`;
  });
  const content = packed.encode(latin1(header + body));
  const stmDict = `/Type /ObjStm /N ${packed.objects.length} /First ${header.length} /Filter ${packed.filter}`;
  writeObject(stmNum, stream(stmDict, content));
  const xrefNum = firstPacked + packed.objects.length;
  offsets[xrefNum] = length;
  const row = (type: number, field2: number, field3: number) => {
    const r = Buffer.alloc(7);
    r.writeUInt8(type, 0);
    r.writeUInt32BE(field2, 1);
    r.writeUInt16BE(field3, 5);
    return r;
  };
  const rows = [row(0, 0, 65535)];
  for (let n = 1; n <= xrefNum; n++) {
    rows.push(n >= firstPacked && n < xrefNum ? row(2, stmNum, n - firstPacked) : row(1, offsets[n]!, 0));
  }
  writeObject(xrefNum, stream(`/Type /XRef /Size ${xrefNum + 1} /W [1 4 2] /Root 1 0 R`, Buffer.concat(rows)));
  add(latin1(`startxref\n${offsets[xrefNum]}\n%%EOF\n`));
  return Buffer.concat(parts);
}

const PAGES = ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>'];
/** A catalog whose name dictionary is object `ref`: nothing in it says "script". */
const catalog = (ref: number) => `<< /Type /Catalog /Pages 2 0 R /Names ${ref} 0 R >>`;
const SCRIPT = '<< /S /JavaScript /JS (app.alert\\("hi"\\)) >>';
/** A name dictionary whose document-level scripts start with object `ref`, and that script. */
const scriptTree = (ref: number) => [`<< /JavaScript << /Names [(start) ${ref} 0 R] >> >>`, SCRIPT];
const plain = { filter: '[]', encode: (data: Buffer) => data };
const hex = { filter: '/ASCIIHexDecode', encode: (data: Buffer) => latin1(`${data.toString('hex')}>`) };

const dir = mkdtempSync(path.join(tmpdir(), 'pdf-scan-'));
/** What poppler, a real reader, finds: the scripts it would run. */
function popplerScripts(bytes: Buffer): string {
  const file = path.join(dir, `${randomUUID()}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdfinfo', ['-js', file], { encoding: 'latin1', stdio: ['ignore', 'pipe', 'ignore'] });
}

let t: TestApp;
let ana: TestBrowser;
let itemId: string;
const upload = async (name: string, bytes: Buffer) =>
  (
    await ana.post(urlOf('uploadVerificationDocument'), {
      attachment_name: name,
      attachment_id: randomUUID(),
      attachment_base_64_data: bytes.toString('base64'),
      vdied_link_id: itemId,
    })
  ).json<{ isSuccess: boolean; code?: string; message: string }>();

beforeAll(async () => {
  t = await startTestApp();
  ana = t.browser();
  expect((await ana.login(DEMO_USERS.linked, DEMO_PASSWORD)).statusCode).toBe(200);
  const items = (await ana.get(urlOf('outstandingVerifications'))).json<OutstandingVerifications>().dtls;
  itemId = items.find((i) => i.documentType === 'IDENTITY')!.dtls.vDIEDLinkID;
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('PDFs that can run something are refused, wherever the script hides', () => {
  const refusedAsActive = async (name: string, bytes: Buffer) => {
    expect(await upload(name, bytes)).toMatchObject({
      attachment_name: name,
      isSuccess: false,
      code: 'pdfActiveContent',
      message: UPLOAD_MESSAGES.pdfActiveContent.en,
    });
  };

  it('a script in an uncompressed object stream', async () => {
    const file = buildPdf([catalog(5), ...PAGES], { packed: { objects: scriptTree(6), ...plain } });
    expect(popplerScripts(file)).toContain('app.alert("hi")');
    await refusedAsActive('objstm.pdf', file);
  });

  it('a script in an object stream written in hexadecimal (/ASCIIHexDecode)', async () => {
    const file = buildPdf([catalog(5), ...PAGES], { packed: { objects: scriptTree(6), ...hex } });
    expect(popplerScripts(file)).toContain('app.alert("hi")');
    await refusedAsActive('hex.pdf', file);
  });

  it('a script behind chained filters (hexadecimal of deflated data)', async () => {
    const chained = {
      filter: '[/ASCIIHexDecode /FlateDecode]',
      encode: (data: Buffer) => hex.encode(deflateSync(data)),
    };
    const file = buildPdf([catalog(5), ...PAGES], { packed: { objects: scriptTree(6), ...chained } });
    expect(popplerScripts(file)).toContain('app.alert("hi")');
    await refusedAsActive('chained.pdf', file);
  });

  it('a script after a stray "stream" keyword', async () => {
    const file = buildPdf([catalog(4), ...PAGES, ...scriptTree(5)], { before: { 3: 'stream\n' } });
    expect(popplerScripts(file)).toContain('app.alert("hi")');
    await refusedAsActive('stray.pdf', file);
  });

  it('an XFA form, whose XML carries a <script>', async () => {
    const xml =
      '<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><template><subform name="f"><event activity="initialize">' +
      '<script contentType="application/x-javascript">app.alert("xfa")</script></event></subform></template></xdp:xdp>';
    const file = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R /AcroForm 4 0 R >>',
      ...PAGES,
      '<< /Fields [] /XFA 5 0 R >>',
      stream('', xml),
    ]);
    await refusedAsActive('xfa.pdf', file);
  });

  it('names spelt with #-escapes, upper- or lower-case hex (/J#61vaScript, /#4a#53)', async () => {
    const escapedScript = '<< /S /J#61vaScript /#4a#53 (app.alert\\("hi"\\)) >>';
    const file = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R /Names << /J#61vaScript << /Names [(start) 4 0 R] >> >> >>',
      ...PAGES,
      escapedScript,
    ]);
    expect(popplerScripts(file)).toContain('app.alert("hi")');
    await refusedAsActive('escaped.pdf', file);
    // Lower-case hex (which the parser leaves escaped) is read as a reader reads it too: /#4aavaScript.
    const lower = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R /Names << /#4aavaScript << /Names [(start) 4 0 R] >> >> >>',
      ...PAGES,
      '<< /S /#4aavaScript /#4a#53 (app.alert\\("hi"\\)) >>',
    ]);
    expect(popplerScripts(lower)).toContain('app.alert("hi")');
    await refusedAsActive('lower.pdf', lower);
  });

  it('an action run on opening or on an event, and an attached file', async () => {
    const openLink = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
      ...PAGES,
      '<< /S /URI /URI (https://example.org) >>',
    ]);
    await refusedAsActive('open.pdf', openLink);
    const onOpenPage = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      PAGES[0]!,
      '<< /Type /Page /Parent 2 0 R /AA << /O 4 0 R >> >>',
      '<< /S /GoTo /D [3 0 R /Fit] >>',
    ]);
    await refusedAsActive('event.pdf', onOpenPage);
    const attached = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(a.exe) 4 0 R] >> >> >>',
      ...PAGES,
      '<< /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >>',
      stream('/Type /EmbeddedFile', 'MZ'),
    ]);
    await refusedAsActive('attached.pdf', attached);
  });
});

describe('PDFs that only show pages', () => {
  it('are kept, written again from what was read: a reader opens them, nothing after the end is kept', async () => {
    const text = latin1('BT /F1 24 Tf 72 700 Td (Pay stub: JavaScript /JS) Tj ET');
    const page = stream('/Filter /FlateDecode', deflateSync(text));
    const file = Buffer.concat([
      buildPdf([
        '<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >>',
        PAGES[0]!,
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R ' +
          '/Resources << /Font << /F1 5 0 R >> >> >>',
        page,
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      ]),
      latin1('MZ appended program\n'),
    ]);
    const res = await upload('pay stub.pdf', file);
    expect(res).toMatchObject({ isSuccess: true, message: 'The file was uploaded.' });
    const id = (res as { verificationItemProvidedID?: string }).verificationItemProvidedID!;
    const stored = (await ana.get(urlOf('documentContent', { attachmentId: id }))).rawPayload;
    expect(stored.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(stored.includes(latin1('MZ appended'))).toBe(false);
    const storedFile = path.join(dir, 'stored.pdf');
    writeFileSync(storedFile, stored);
    expect(execFileSync('pdfinfo', [storedFile], { encoding: 'latin1' })).toMatch(/^Pages:\s+1$/m);
  });

  it('refuses an encrypted PDF and one no parser can read, saying why', async () => {
    const open = buildPdf(['<< /Type /Catalog /Pages 2 0 R >>', ...PAGES]).toString('latin1');
    const lock = '/Encrypt << /Filter /Standard /V 1 /R 2 /P -4 >>';
    const encrypted = latin1(open.replace('/Root 1 0 R', `/Root 1 0 R ${lock}`));
    expect(await upload('locked.pdf', encrypted)).toMatchObject({
      isSuccess: false,
      code: 'pdfEncrypted',
      message: UPLOAD_MESSAGES.pdfEncrypted.en,
    });
    const broken = latin1('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages [ 2 0 R\nendobj\n');
    expect(await upload('broken.pdf', broken)).toMatchObject({
      isSuccess: false,
      code: 'fileDamaged',
      message: UPLOAD_MESSAGES.fileDamaged.en,
    });
  });

  it('gives up on 30 MB of noise behind a PDF header in moments, not minutes', async () => {
    // pdf-lib alone skips such bytes one at a time, throwing at each: over a minute of CPU in one turn.
    const noise = Buffer.concat([latin1('%PDF-1.7\n'), randomBytes(MAX_FILE_BYTES - 9)]);
    expect(await upload('noise.pdf', noise)).toMatchObject({ isSuccess: false, code: 'fileDamaged' });
  }, 30_000);
});
