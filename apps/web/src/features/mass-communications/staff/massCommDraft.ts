import { useEffect } from 'react';
import type { MassCommKind } from '@portal/contracts/mass-communications-api';

export type MassCommTextKey = 'subjectEn' | 'subjectEs' | 'bodyEn' | 'bodyEs';
export type MassCommFilter = { officeId: string; programCode: string; caseStatus: string; topic: string };

/** A new mass communication as written so far: kept in the tab (cleared at sign-out) across a reload. */
export interface MassCommDraft {
  kind: MassCommKind;
  filter: MassCommFilter;
  texts: Record<MassCommTextKey, string>;
  later: boolean;
  sendAt: string;
}

const KEY = 'portal.worker.massCommDraft';

const isText = (v: unknown): v is string => typeof v === 'string';
const allText = (o: unknown, keys: readonly string[]): boolean =>
  typeof o === 'object' && o !== null && keys.every((k) => isText((o as Record<string, unknown>)[k]));

/** The draft kept in this tab, or null (none, or not one this page wrote). */
export function keptMassCommDraft(): MassCommDraft | null {
  try {
    const d = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<MassCommDraft> | null;
    if (!d || (d.kind !== 'GENERAL' && d.kind !== 'ALERTS') || typeof d.later !== 'boolean' || !isText(d.sendAt))
      return null;
    if (!allText(d.filter, ['officeId', 'programCode', 'caseStatus', 'topic'])) return null;
    if (!allText(d.texts, ['subjectEn', 'subjectEs', 'bodyEn', 'bodyEs'])) return null;
    return d as MassCommDraft;
  } catch {
    return null;
  }
}

/** Keeps the draft as it changes (only for a new one: `keep` false while changing a scheduled one). */
export function useKeepMassCommDraft(draft: MassCommDraft, keep: boolean): void {
  const json = JSON.stringify(draft);
  useEffect(() => {
    if (keep) sessionStorage.setItem(KEY, json);
  }, [json, keep]);
}

/** Forgets the draft: it was scheduled, or the person closed it. */
export function forgetMassCommDraft(): void {
  sessionStorage.removeItem(KEY);
}
