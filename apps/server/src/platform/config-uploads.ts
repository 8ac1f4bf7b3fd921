import { positive, whole } from './config-values';

const MB = 1024 * 1024;

/** The variables of the upload limits (ADR 0300), part of config.ts's EnvSchema. */
export const UPLOADS_ENV = {
  PORTAL_UPLOAD_CONCURRENCY: whole(4, 1),
  PORTAL_UPLOADS_PER_ACCOUNT: whole(2, 1),
  PORTAL_UPLOADS_PER_ADDRESS: whole(2, 1),
  PORTAL_UPLOAD_MIN_KB_PER_SECOND: whole(16, 0),
  PORTAL_UPLOAD_RATE_WINDOW_MS: whole(10_000, 50),
  UPLOAD_DAILY_QUOTA_MB: positive(200),
};

export function uploadLimits(v: {
  PORTAL_UPLOAD_CONCURRENCY: number;
  PORTAL_UPLOADS_PER_ACCOUNT: number;
  PORTAL_UPLOADS_PER_ADDRESS: number;
  PORTAL_UPLOAD_MIN_KB_PER_SECOND: number;
  PORTAL_UPLOAD_RATE_WINDOW_MS: number;
  UPLOAD_DAILY_QUOTA_MB: number;
}) {
  return {
    /** Upload bodies read and processed at once; the others wait unread. */
    concurrency: v.PORTAL_UPLOAD_CONCURRENCY,
    /** Uploads in flight (waiting for a slot or being read and processed) per account and per client address. */
    perAccount: v.PORTAL_UPLOADS_PER_ACCOUNT,
    perAddress: v.PORTAL_UPLOADS_PER_ADDRESS,
    /**
     * A body being read must bring at least this many bytes in every window (the first window
     * is the grace period), else it is cut (ADR 0300). 0 bytes turns the check off.
     */
    minBytesPerWindow: Math.floor((v.PORTAL_UPLOAD_MIN_KB_PER_SECOND * 1024 * v.PORTAL_UPLOAD_RATE_WINDOW_MS) / 1000),
    rateWindowMs: v.PORTAL_UPLOAD_RATE_WINDOW_MS,
    /** Bytes one account may upload per day. */
    dailyQuotaBytes: Math.floor(v.UPLOAD_DAILY_QUOTA_MB * MB),
  };
}
