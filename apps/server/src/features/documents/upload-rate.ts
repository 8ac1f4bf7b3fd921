import { Transform, type Readable } from 'node:stream';
import { HttpError } from '../../platform/http/errors';

/**
 * A request body read through a byte counter: in every window of `windowMs` (the first one is
 * the grace period) at least `minBytes` must arrive, else the reading fails with 408
 * `UPLOAD_TOO_SLOW` — the parser then removes what it wrote and the upload slot is freed. The
 * socket is left open (not destroyed) so the answer can still be written; the caller closes the
 * connection after it. `stop()` ends the watch once the body has been read.
 */
export function readAtMinimumRate(
  source: Readable,
  minBytes: number,
  windowMs: number,
): { stream: Readable; stop(): void; cut(): boolean } {
  let arrived = 0;
  let wasCut = false;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      arrived += chunk.length;
      done(null, chunk);
    },
  });
  // pipe() does not pass a failure on: a sender that goes away must end the reading too.
  const fail = (err: Error) => counted.destroy(err);
  const closed = () => {
    if (!source.readableEnded) fail(new HttpError(400, 'BAD_REQUEST'));
  };
  source.on('error', fail);
  source.on('close', closed);
  source.pipe(counted);

  const timer =
    minBytes > 0
      ? setInterval(() => {
          if (arrived >= minBytes) {
            arrived = 0;
            return;
          }
          wasCut = true;
          stop();
          source.unpipe(counted);
          counted.destroy(new HttpError(408, 'UPLOAD_TOO_SLOW'));
        }, windowMs)
      : null;
  timer?.unref();

  function stop() {
    if (timer) clearInterval(timer);
    source.off('error', fail);
    source.off('close', closed);
  }
  return { stream: counted, stop, cut: () => wasCut };
}
