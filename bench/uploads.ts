/**
 * Uploads benchmark (`npx tsx bench/uploads.ts`): starts the portal as a child process over
 * PGlite in a temp directory, signs in as the LINKED demo resident (with the one-time code from
 * the development mailbox), sends 20 files of 30 MB at
 * the same time through the real upload call (upload_verification_document, base64 JSON), and
 * reports throughput and the server's resident memory: idle, peak (sampled from
 * /proc/<pid>/status every 25 ms, and the kernel's own high-water mark VmHWM) and the growth.
 *
 * The bodies are generated while they are sent (never held whole here either), so the numbers
 * are the server's. The last line of output is the result as JSON, for bench/RESULTS.md.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OutstandingVerifications, UploadResult } from '@portal/contracts';
import { urlOf } from '@portal/contracts/calls';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_UPLOAD_PORT ?? 8393);
const FILES = 20;
const FILE_BYTES = 30 * 1024 * 1024;
const BASE = `http://127.0.0.1:${PORT}`;
const TARGET_GROWTH_MB = 300;

const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-upload-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    PORTAL_DATA_DIR: path.join(dir, 'pg'),
    PORTAL_BLOB_DIR: path.join(dir, 'blobs'),
    PORTAL_WEB_DIST: path.join(dir, 'no-web'),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const cleanup = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
};
process.on('exit', cleanup);

/** Resident memory of the server process, in MB (VmRSS now, VmHWM its peak so far). */
function memory(): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

const cookies = new Map<string, string>();
const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
function keepCookies(res: Response) {
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const eq = pair!.indexOf('=');
    cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
  }
}
async function call(method: string, url: string, body?: unknown) {
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: {
      cookie: cookieHeader(),
      'content-type': 'application/json',
      'x-csrf-token': cookies.get('portal_csrf') ?? '',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  keepCookies(res);
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Signs in as a demo user, through the one-time code step when the account has one (code read from the development mailbox). */
async function signIn(username: string) {
  const result = (await call('POST', '/api/v1/auth/login', { username, password: 'Demo-Password-2026' })) as {
    next: string;
    loginAttemptId?: string;
  };
  if (result.next !== 'MFA') return;
  const uuid = result.loginAttemptId;
  await call('POST', '/api/v1/ua/nfmfa/sendMFACode', { uuid, nfValue: 'PRIMARY' });
  const mailbox = (await call('GET', '/api/v1/dev/mailbox')) as {
    messages: { userName: string | null; templateKey: string; body: string }[];
  };
  const code = mailbox.messages
    .find((m) => m.userName === username && m.templateKey === 'mfa.code')
    ?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('no sign-in code in the development mailbox');
  const confirmed = (await call('POST', '/api/v1/ua/nfmfa/confirmMFACode', { uuid, confirmationCode: code })) as {
    outcome: string;
  };
  if (confirmed.outcome !== 'SUCCESS') throw new Error(`sign-in code refused: ${confirmed.outcome}`);
}

async function waitForServer() {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

/**
 * One upload request whose 30 MB PDF (a header, one image-like stream of random bytes, a
 * trailer) is generated and base64-encoded piece by piece as the socket accepts it.
 */
function upload(itemId: string, index: number): Promise<{ isSuccess: boolean; message: string; ms: number }> {
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
    const req = http.request(`${BASE}${urlOf('uploadVerificationDocument')}`, {
      method: 'POST',
      headers: {
        cookie: cookieHeader(),
        'content-type': 'application/json',
        'x-csrf-token': cookies.get('portal_csrf') ?? '',
        'content-length': String(prefix.length + base64Length + suffix.length),
      },
    });
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        if (res.statusCode !== 200) return reject(new Error(`upload ${index}: ${res.statusCode} ${text}`));
        const body = JSON.parse(text) as UploadResult;
        resolve({ ...body, ms: Date.now() - started });
      });
    });
    req.on('error', reject);
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
    })().catch(reject);
  });
}

async function main() {
  await waitForServer();
  await call('GET', '/api/v1/ua/user_account_login');
  await signIn('linked');
  const outstanding = (await call('GET', urlOf('outstandingVerifications'))) as OutstandingVerifications;
  const itemId = outstanding.dtls[0]!.dtls.vDIEDLinkID;

  // Idle: after start-up and sign-in have settled.
  await new Promise((r) => setTimeout(r, 3000));
  const idle = memory();
  // Start-up (migrations, demo data) set the high-water mark; reset it so it measures the uploads.
  let hwmReset = true;
  try {
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
  } catch {
    hwmReset = false;
  }
  let peak = idle.rss;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, memory().rss);
    } catch {
      // the process is ending
    }
  }, 25);

  const started = Date.now();
  const results = await Promise.all(Array.from({ length: FILES }, (_, i) => upload(itemId, i)));
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  const after = memory();
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

main()
  .then(() => {
    cleanup();
    process.exit(0);
  })
  .catch((err) => {
    console.error(err);
    cleanup();
    process.exit(1);
  });
