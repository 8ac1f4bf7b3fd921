import type { ExternalLink, ExternalLinkUpdate } from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { dayIn, subDays } from '../../platform/dates';
import { notFound } from '../../platform/http/errors';
import { claim } from '../../platform/rate-limit';
import { addClick, allExternalLinks, clickCountsSince, updateExternalLink } from './repo';

/**
 * The configured external links (spec part 1 §3.1), which an administrator edits, and the click
 * counters (nf_counter) for the links worth counting.
 */

type LinkRow = Awaited<ReturnType<typeof allExternalLinks>>[number];

export function presentLink(r: LinkRow): ExternalLink {
  return {
    externalURLConfigID: r.id,
    groupCode: r.groupCode,
    localeIdentifier: r.localeIdentifier,
    recordStatus: r.recordStatus,
    linkURL: r.linkUrl,
    linkTextValue: r.linkText,
    staticText: r.staticText,
  };
}

export async function editLink(
  db: Db,
  id: number,
  input: ExternalLinkUpdate,
  who: { actorUserId: string; ip: string },
) {
  const row = await updateExternalLink(db, id, {
    linkText: input.linkTextValue,
    linkUrl: input.linkURL,
    staticText: input.staticText,
    recordStatus: input.recordStatus,
  });
  if (!row) throw notFound();
  await audit(db, { ...who, action: 'externalLink.update', entity: 'external_link', entityId: String(id) });
  return presentLink(row);
}

const DAY_MS = 24 * 60 * 60_000;

/** Counts a click once per visit (session) and kind a day; a repeat is answered the same and not counted. */
export async function countClick(db: Db, code: string, sessionIdHash: string, timeZone: string) {
  const day = dayIn(clock.now(), timeZone);
  if (await claim(db, `counter:${code}:${sessionIdHash}:${day}`, DAY_MS, 1)) await addClick(db, code, day);
  return { isSuccess: true };
}

/** The last 90 days of counts. */
export async function recentCounts(db: Db, timeZone: string) {
  const rows = await clickCountsSince(db, dayIn(subDays(clock.now(), 90), timeZone));
  return {
    counters: rows.map((r) => ({
      counterTypeCode: r.counterTypeCode as 'VOTER_REGISTRATION',
      day: r.day,
      count: r.count,
    })),
  };
}
