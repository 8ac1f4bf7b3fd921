/**
 * How long the PDF check of an upload takes on 30 MB files (the largest allowed), and how much
 * memory it takes: `npx tsx bench/pdf-scan.ts`. Four shapes of file: one big image (a photo
 * saved as PDF), 300 scanned pages of 100 KB, and 110 000 small objects (a long text report).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkAndRewritePdf } from '../apps/server/src/features/documents/pdf-scan';

const TARGET = 30 * 1024 * 1024;

/** A PDF of the given object bodies (object 1 is the catalog), with a cross-reference table. */
function pdf(objects: Buffer[]): Buffer {
  const parts = [Buffer.from('%PDF-1.7\n')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const bytes = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(bytes);
    length += bytes.length;
  });
  const rows = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(Buffer.from(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}`));
  parts.push(Buffer.from(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
}

const stream = (dict: string, data: Buffer) =>
  Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream')]);

/** Pages 3.. each showing one image; objects: catalog, pages, then (page, image) pairs. */
function scannedPages(pages: number, imageBytes: number): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${3 + 2 * i} 0 R`).join(' ');
  const objects = [Buffer.from('<< /Type /Catalog /Pages 2 0 R >>')];
  objects.push(Buffer.from(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`));
  for (let i = 0; i < pages; i++) {
    const image = 4 + 2 * i;
    const resources = `/Resources << /XObject << /Im0 ${image} 0 R >> >>`;
    objects.push(Buffer.from(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ${resources} >>`));
    const imageDict = '/Type /XObject /Subtype /Image /Width 1000 /Height 1000 /BitsPerComponent 8';
    objects.push(stream(`${imageDict} /ColorSpace /DeviceGray /Filter /DCTDecode`, randomBytes(imageBytes)));
  }
  return pdf(objects);
}

/** One page whose text is split over many small objects (fonts, annotations, outline items). */
function manyObjects(count: number): Buffer {
  const objects = [Buffer.from('<< /Type /Catalog /Pages 2 0 R /Outlines 4 0 R >>')];
  objects.push(Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'));
  objects.push(Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>'));
  objects.push(Buffer.from(`<< /Type /Outlines /First 5 0 R /Last ${4 + count} 0 R /Count ${count} >>`));
  const padding = 'x'.repeat(140);
  for (let i = 0; i < count; i++) {
    const n = 5 + i;
    const links = `${i > 0 ? `/Prev ${n - 1} 0 R ` : ''}${i < count - 1 ? `/Next ${n + 1} 0 R ` : ''}`;
    const dest = `/Dest [3 0 R /XYZ 0 ${i % 792} 0]`;
    objects.push(Buffer.from(`<< /Title (Line ${i} ${padding}) /Parent 4 0 R ${links}${dest} >>`));
  }
  return pdf(objects);
}

/** As bench/uploads.ts sends: one image stream whose /Length is larger than its data. */
function wrongLength(): Buffer {
  const head = `%PDF-1.7\n1 0 obj\n<< /Type /XObject /Subtype /Image /Filter /DCTDecode /Length ${TARGET} >>\nstream\n`;
  const tail = '\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
  return Buffer.concat([Buffer.from(head), randomBytes(TARGET - head.length - tail.length), Buffer.from(tail)]);
}

const files: [string, () => Buffer][] = [
  ['one 30 MB image', () => scannedPages(1, TARGET - 1024)],
  ['300 scanned pages', () => scannedPages(300, Math.floor(TARGET / 300) - 400)],
  ['110 000 small objects', () => manyObjects(110_000)],
  ['one image whose /Length is wrong', () => wrongLength()],
  ['noise after a PDF header', () => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(TARGET - 9)])],
];
const mb = (n: number) => Math.round(n / 1024 / 1024);

/** Checks one file in this (fresh) process: its memory before, and its high-water mark after. */
async function measure(name: string, from: string) {
  const to = `${from}.out`;
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const problem = await checkAndRewritePdf(from, to);
  const ms = Math.round(performance.now() - started);
  const used = process.cpuUsage(cpu);
  const cpuMs = Math.round((used.user + used.system) / 1000);
  const growth = process.resourceUsage().maxRSS * 1024 - rssBefore;
  rmSync(to, { force: true });
  console.log(`${name}: ${problem ?? 'accepted'} in ${ms} ms (CPU ${cpuMs} ms); RSS +${mb(growth)} MB at most`);
}

const [only, file] = process.argv.slice(2);
if (only !== undefined && file !== undefined) {
  await measure(only, file);
} else {
  // Each file is made here and checked in a fresh process, so one's memory does not hide another's.
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-bench-'));
  const self = fileURLToPath(import.meta.url);
  for (const [name, make] of files) {
    const from = path.join(dir, 'in.pdf');
    const bytes = make();
    writeFileSync(from, bytes);
    console.log(`${name} (${mb(bytes.length)} MB)`);
    spawnSync(process.execPath, [...process.execArgv, self, name, from], { stdio: 'inherit' });
  }
  rmSync(dir, { recursive: true, force: true });
}
