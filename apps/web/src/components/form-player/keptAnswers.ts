import type { Answers } from '@portal/forms';
import { ApiRequestError } from '../../api/client';

/**
 * A page's answers whose save found no connection, kept until it can be sent (ADR 0301). They
 * are held in this tab's memory only — never in localStorage or sessionStorage — so nothing of
 * a person's answers stays on the device once the tab closes, the person signs out
 * (`forgetAllKeptAnswers` from the client-state reset) or the session's 30 minutes pass.
 */
export const KEEP_FOR_MS = 30 * 60_000;

export interface KeptPage {
  page: string;
  answers: Answers;
  /** When the answers were kept (ms since the epoch). */
  at: number;
}

const kept = new Map<string, KeptPage>();

/** Keeps (or replaces) the unsent page of a draft; one page a draft, the last one Continue was pressed on. */
export function keepAnswers(formId: string, page: string, answers: Answers, now = Date.now()): void {
  kept.set(formId, { page, answers, at: now });
}

/** The draft's unsent page, unless it is older than the session's 30 minutes (then it is forgotten). */
export function keptAnswers(formId: string, now = Date.now()): KeptPage | undefined {
  const entry = kept.get(formId);
  if (entry && now - entry.at > KEEP_FOR_MS) {
    kept.delete(formId);
    return undefined;
  }
  return entry;
}

export function dropKeptAnswers(formId: string): void {
  kept.delete(formId);
}

/** Sign-out and session end: nothing kept survives them. */
export function forgetAllKeptAnswers(): void {
  kept.clear();
}

/** A save that got no answer at all (no connection, or none in time): worth keeping and sending again. A 4xx/5xx is not. */
export function isUnreached(err: unknown): boolean {
  return err instanceof ApiRequestError && err.kind !== 'http';
}
