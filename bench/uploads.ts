/**
 * Uploads benchmark (`npx tsx bench/uploads.ts`): starts the portal as a child process over
 * PGlite in a temp directory (the day's upload quota raised, see below), signs in as the LINKED demo resident (with the one-time code from
 * the development mailbox), sends 20 files of 30 MB at
 * the same time through the real upload call (upload_verification_document, base64 JSON), and
 * reports throughput and the server's resident memory: idle, peak (sampled from
 * /proc/<pid>/status every 25 ms, and the kernel's own high-water mark VmHWM) and the growth.
 *
 * The bodies are generated while they are sent (never held whole here either), so the numbers
 * are the server's. The last line of output is the result as JSON, for bench/RESULTS.md.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { OutstandingVerifications, UploadResult } from '@portal/contracts';
import { urlOf } from '@portal/contracts/calls';
import { startPortal, Visitor, type Portal } from './portal';

const PORT = Number(process.env.BENCH_UPLOAD_PORT ?? 8393);
const FILES = 20;
const FILE_BYTES = 30 * 1024 * 1024;
const TARGET_GROWTH_MB = 300;

/** Resident memory of the server process, in MB (VmRSS now, VmHWM its peak so far). */
function memory(portal: Portal): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${portal.server.pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/**
 * One upload request whose 30 MB PDF (a header, one image-like stream of random bytes, a
 * trailer) is generated and base64-encoded piece by piece as the socket accepts it.
 */
function uploadOnce(
  visitor: Visitor,
  itemId: string,
  index: number,
): Promise<{ isSuccess: boolean; message: string; ms: number } | 'busy'> {
  const head = Buffer.from(
    `%PDF-1.7\n1 0 obj\n<< /Type /XObject /Subtype /Image /Filter /DCTDecode /Length ${FILE_BYTES} >>\nstream\n`,
    'latin1',
  );
  const tail = Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
  const middle = FILE_BYTES - head.length - tail.length;
  const prefix = Buffer.from(
    `{"attachment_name":"scan-${index + 1}.pdf","attachment_id":"${randomUUID()}","vdied_link_id":"${itemId}","attachment_base_64_data":"`,
  );
  const suffix = Buffer.from('"}');
  const base64Length = Math.ceil(FILE_BYTES / 3) * 4;
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request(`${visitor.base}${urlOf('uploadVerificationDocument')}`, {
      method: 'POST',
      headers: { ...visitor.headers(), 'content-length': String(prefix.length + base64Length + suffix.length) },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        // The account's places are all taken: the server answers before reading the body.
        if (res.statusCode === 429) {
          req.destroy();
          return resolve('busy');
        }
        if (res.statusCode !== 200) return reject(new Error(`upload ${index}: ${res.statusCode} ${text}`));
        const body = JSON.parse(text) as UploadResult;
        resolve({ ...body, ms: Date.now() - started });
      });
    });
    // An early answer (429, before the body is read) closes the connection while the body is
    // still being written: the write fails with EPIPE or a reset, often before the answer is read.
    const early = (err: NodeJS.ErrnoException) => err.code === 'EPIPE' || err.code === 'ECONNRESET';
    req.on('error', (err: NodeJS.ErrnoException) =>
      answered ? undefined : early(err) ? resolve('busy') : reject(err),
    );
    (async () => {
      const write = (chunk: Buffer | string) =>
        req.write(chunk) ? Promise.resolve() : new Promise<void>((r) => req.once('drain', () => r()));
      await write(prefix);
      // Whole groups of 3 bytes, so the pieces' base64 joins into one valid string.
      let carry = head;
      let left = middle;
      const STEP = 3 * 64 * 1024;
      while (left > 0) {
        const n = Math.min(STEP, left);
        left -= n;
        const bytes = Buffer.concat([carry, randomBytes(n)]);
        const whole = bytes.length - (bytes.length % 3);
        await write(bytes.subarray(0, whole).toString('base64'));
        carry = bytes.subarray(whole);
      }
      await write(Buffer.concat([carry, tail]).toString('base64'));
      await write(suffix);
      req.end();
    })().catch((err: NodeJS.ErrnoException) => (answered ? undefined : early(err) ? resolve('busy') : reject(err)));
  });
}

/** One file sent as the browser sends it: while the account's places are taken, it waits a second and tries again. */
async function upload(visitor: Visitor, itemId: string, index: number) {
  const started = Date.now();
  for (let attempt = 0; attempt < 600; attempt++) {
    const result = await uploadOnce(visitor, itemId, index);
    if (result !== 'busy') return { ...result, ms: Date.now() - started };
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`upload ${index}: still refused after 10 minutes`);
}

async function main(portal: Portal) {
  const ana = await new Visitor(portal.base).signIn('linked');
  const outstanding = await ana.call<OutstandingVerifications>('GET', urlOf('outstandingVerifications'));
  const itemId = outstanding.dtls[0]!.dtls.vDIEDLinkID;

  // Idle: after start-up and sign-in have settled.
  await new Promise((r) => setTimeout(r, 3000));
  const idle = memory(portal);
  // Start-up (migrations, demo data) set the high-water mark; reset it so it measures the uploads.
  let hwmReset = true;
  try {
    writeFileSync(`/proc/${portal.server.pid}/clear_refs`, '5');
  } catch {
    hwmReset = false;
  }
  let peak = idle.rss;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, memory(portal).rss);
    } catch {
      // the process is ending
    }
  }, 25);

  const started = Date.now();
  const results = await Promise.all(Array.from({ length: FILES }, (_, i) => upload(ana, itemId, i)));
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  const after = memory(portal);
  peak = Math.max(peak, after.rss);

  const totalMB = (FILES * FILE_BYTES) / (1024 * 1024);
  const report = {
    files: FILES,
    fileMB: FILE_BYTES / (1024 * 1024),
    succeeded: results.filter((r) => r.isSuccess).length,
    failures: results.filter((r) => !r.isSuccess).map((r) => r.message),
    seconds: Number(seconds.toFixed(2)),
    throughputMBps: Number((totalMB / seconds).toFixed(1)),
    slowestFileSeconds: Number((Math.max(...results.map((r) => r.ms)) / 1000).toFixed(2)),
    idleRssMB: Math.round(idle.rss),
    peakRssMB: Math.round(peak),
    rssGrowthMB: Math.round(peak - idle.rss),
    /** The kernel's peak RSS during the uploads (reset after idle), when the reset was allowed. */
    vmHwmMB: hwmReset ? Math.round(after.hwm) : null,
    hwmGrowthMB: hwmReset ? Math.round(after.hwm - idle.rss) : null,
    targetGrowthMB: TARGET_GROWTH_MB,
    withinTarget: Math.max(peak, hwmReset ? after.hwm : 0) - idle.rss < TARGET_GROWTH_MB,
    uploadConcurrency: Number(process.env.PORTAL_UPLOAD_CONCURRENCY ?? 4),
  };
  console.log(
    `uploads: ${report.succeeded}/${FILES} × ${report.fileMB} MB in ${report.seconds} s = ${report.throughputMBps} MB/s; RSS idle ${report.idleRssMB} MB, peak ${report.peakRssMB} MB (+${report.rssGrowthMB} MB), VmHWM during uploads ${report.vmHwmMB ?? 'n/a'} MB`,
  );
  console.log(JSON.stringify(report));
}

// One account sends all twenty files at once, as a person choosing twenty scans would: the server
// takes as many as the account may have in flight and the others wait and retry, as the browser's
// do. The day's quota (200 MB) is raised to let the 600 MB through.
const portal = await startPortal(PORT, { UPLOAD_DAILY_QUOTA_MB: String(FILES * 40) });
main(portal)
  .then(async () => {
    await portal.stop();
    process.exit(0);
  })
  .catch(async (err) => {
    console.error(err);
    await portal.stop();
    process.exit(1);
  });
