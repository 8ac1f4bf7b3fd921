/**
 * Upload slots under a slow uploader (`npm run bench:upload-slots -w @portal/bench`, issue 30
 * item 4). Starts the built portal over PGlite with the shipped upload limits and
 * TRUST_PROXY_HOPS=1, so each resident can say where they connect from (X-Forwarded-For): in
 * production distinct residents have distinct addresses.
 *
 *  - Baseline: the LINKED demo resident uploads a 1 KB PDF, one after the other 100 ms apart, at
 *    least UPLOADS times and for at least BENCH_SLOT_SECONDS (default 25, longer than two rate
 *    windows); each is deleted again, untimed, so the 20 waiting documents limit is never reached.
 *  - Under attack, same run, same server: another account (the RESIDENT demo account, from its
 *    own address) keeps SLOW half-sent uploads open — 2 MB bodies of which 40 KB are sent, then
 *    one byte a second — and opens a new one as soon as one is answered or closed, while the
 *    LINKED resident does the same UPLOADS again.
 *
 * Reports p50, p99 and max of the LINKED resident's upload in both phases (target: p99 under
 * 2 s under attack), and what became of the slow uploads (refused at once with 429, cut for
 * their rate with 408, closed). The last line is the result as JSON, for bench/RESULTS.md.
 * Environment: BENCH_SLOT_UPLOADS (default 40), BENCH_SLOW_UPLOADS (default 6),
 * BENCH_UPLOAD_SLOTS_PORT (default 8394); server limits as the portal reads them
 * (PORTAL_UPLOADS_PER_ACCOUNT…) pass through.
 */
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { OutstandingVerifications, UploadResult } from '@portal/contracts';
import { urlOf } from '@portal/contracts/calls';
import { startPortal, Visitor } from './portal';

const PORT = Number(process.env.BENCH_UPLOAD_SLOTS_PORT ?? 8394);
const UPLOADS = Number(process.env.BENCH_SLOT_UPLOADS ?? 40);
/** Each phase lasts at least this long (the uploads paced 100 ms apart), so slow bodies meet the rate check. */
const PHASE_MS = Number(process.env.BENCH_SLOT_SECONDS ?? 25) * 1000;
const SLOW = Number(process.env.BENCH_SLOW_UPLOADS ?? 6);
const TARGET_P99_MS = 2_000;
const RESIDENT_ADDRESS = '198.51.100.10';
const ATTACKER_ADDRESS = '203.0.113.66';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function summary(ms: number[] & { failed?: number }) {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    uploads: ms.length,
    failed: ms.failed ?? 0,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted[sorted.length - 1]!,
  };
}

const smallPdf = () =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n%'),
    Buffer.alloc(900, 0x41),
    Buffer.from('\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
  ]).toString('base64');

/** The resident's uploads, one after the other, each timed and then deleted. */
/** Times of the resident's uploads; `failed` counts those not answered 200 (their time is kept too). */
async function residentUploads(
  ana: Visitor,
  itemId: string,
  count = UPLOADS,
  phaseMs = PHASE_MS,
): Promise<number[] & { failed?: number }> {
  const times: number[] & { failed?: number } = [];
  times.failed = 0;
  const until = Date.now() + (count === UPLOADS ? phaseMs : 0);
  for (let i = 0; i < count || Date.now() < until; i++) {
    if (i > 0) await new Promise((r) => setTimeout(r, 100));
    const started = performance.now();
    let status = 0;
    let text = '';
    try {
      const res = await fetch(`${ana.base}${urlOf('uploadVerificationDocument')}`, {
        method: 'POST',
        headers: { ...ana.headers(), 'x-forwarded-for': RESIDENT_ADDRESS },
        body: JSON.stringify({
          attachment_name: `pay-${i}.pdf`,
          attachment_id: randomUUID(),
          vdied_link_id: itemId,
          attachment_base_64_data: smallPdf(),
        }),
      });
      status = res.status;
      text = await res.text();
    } catch (err) {
      text = String(err);
    }
    times.push(performance.now() - started);
    if (status !== 200) {
      // An upload that was not answered (or not with 200) is a failure, timed like the others.
      times.failed++;
      console.error(`upload ${i}: ${status} ${text.slice(0, 200)}`);
      continue;
    }
    const result = JSON.parse(text) as UploadResult;
    if (!result.isSuccess || !result.verificationItemProvidedID) throw new Error(`upload ${i} refused: ${text}`);
    await ana.call('POST', urlOf('deleteUploadedVerificationDocuments'), {
      verification_item_provided_id: [result.verificationItemProvidedID],
    });
  }
  return times;
}

/** Keeps `SLOW` half-sent uploads of the attacker open, reopening each as soon as it ends. */
function slowUploader(visitor: Visitor, port: number) {
  const outcomes = { refused429: 0, cut408: 0, otherAnswers: 0, closedWithoutAnswer: 0 };
  let running = true;
  const sockets = new Set<net.Socket>();
  const body = JSON.stringify({
    dtls: [
      {
        attachment_name: 'slow.pdf',
        attachment_id: randomUUID(),
        caseDtls: [],
        attachment_base_64_data: Buffer.alloc(1_500_000, 0x41).toString('base64'),
      },
    ],
  });
  const headerLines = Object.entries(visitor.headers())
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  const open = () => {
    if (!running) return;
    let sent = 40_000;
    let text = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${urlOf('uploadMultipleNonLinkedStandaloneDocuments')} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headerLines}` +
          `X-Forwarded-For: ${ATTACKER_ADDRESS}\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, sent)}`,
      );
    });
    const trickle = setInterval(() => {
      if (!socket.destroyed && sent < body.length) socket.write(body[sent++]!);
    }, 1_000);
    sockets.add(socket);
    socket.on('data', (c: Buffer) => (text += c.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(trickle);
      sockets.delete(socket);
      const status = Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0);
      if (status === 429) outcomes.refused429++;
      else if (status === 408) outcomes.cut408++;
      else if (status === 0) outcomes.closedWithoutAnswer++;
      else outcomes.otherAnswers++;
      // A refused one is tried again after a short pause, the others at once.
      setTimeout(open, status === 429 ? 200 : 0);
    });
  };
  for (let i = 0; i < SLOW; i++) open();
  return {
    outcomes,
    stop() {
      running = false;
      for (const s of sockets) s.destroy();
    },
  };
}

async function main() {
  const portal = await startPortal(PORT, { TRUST_PROXY_HOPS: '1' });
  try {
    const ana = await new Visitor(portal.base).signIn('linked');
    const attacker = await new Visitor(portal.base).signIn('resident');
    const outstanding = await ana.call<OutstandingVerifications>('GET', urlOf('outstandingVerifications'));
    const itemId = outstanding.dtls[0]!.dtls.vDIEDLinkID;

    // Warm-up, not counted.
    for (let i = 0; i < 10; i++) await residentUploads(ana, itemId, 1);
    const baseline = summary(await residentUploads(ana, itemId));
    const slow = slowUploader(attacker, PORT);
    await new Promise((r) => setTimeout(r, 1_000));
    const started = Date.now();
    const attacked = summary(await residentUploads(ana, itemId));
    const attackSeconds = (Date.now() - started) / 1000;
    slow.stop();

    const report = {
      baseline,
      underSlowUploader: { ...attacked, seconds: Number(attackSeconds.toFixed(1)) },
      slowUploads: { held: SLOW, ...slow.outcomes },
      targetP99Ms: TARGET_P99_MS,
      withinTarget: attacked.p99Ms < TARGET_P99_MS && attacked.failed === 0,
      limits: {
        concurrency: Number(process.env.PORTAL_UPLOAD_CONCURRENCY ?? 4),
        perAccount: Number(process.env.PORTAL_UPLOADS_PER_ACCOUNT ?? 2),
        perAddress: Number(process.env.PORTAL_UPLOADS_PER_ADDRESS ?? 2),
        minKBPerSecond: Number(process.env.PORTAL_UPLOAD_MIN_KB_PER_SECOND ?? 16),
        rateWindowMs: Number(process.env.PORTAL_UPLOAD_RATE_WINDOW_MS ?? 10_000),
      },
    };
    const f = (ms: number) => ms.toFixed(0);
    const fails = (s: { failed: number }) => (s.failed ? ` (${s.failed} failed)` : '');
    console.log(
      `upload slots: 1 KB upload p50/p99/max ${f(baseline.p50Ms)}/${f(baseline.p99Ms)}/${f(baseline.maxMs)} ms alone${fails(baseline)}, ` +
        `${f(attacked.p50Ms)}/${f(attacked.p99Ms)}/${f(attacked.maxMs)} ms beside ${SLOW} slow uploads of another account${fails(attacked)} ` +
        `(${slow.outcomes.refused429} refused 429, ${slow.outcomes.cut408} cut 408, ${slow.outcomes.closedWithoutAnswer} closed)`,
    );
    console.log(JSON.stringify(report));
    if (!report.withinTarget) process.exitCode = 1;
  } finally {
    await portal.stop();
  }
}

await main();
process.exit(process.exitCode ?? 0);
