import { eq } from 'drizzle-orm';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { systemConfig } from '../../platform/db/schema';

/** When the energy programme takes applications: a yearly season, month-day to month-day. */
export interface EnergySeason {
  from: string;
  to: string;
}
/** A declared disaster: where, and until when pre-registration is open. */
export interface DisasterWindow {
  nameEn: string;
  nameEs: string;
  counties: string[];
  endsAt: string;
}
export const ENERGY_SEASON_KEY = 'applications.energySeason';
export const DISASTER_KEY = 'applications.disaster';

async function read<T>(db: Db, key: string): Promise<T | null> {
  const [row] = await db.select({ value: systemConfig.value }).from(systemConfig).where(eq(systemConfig.key, key));
  return (row?.value as T | undefined) ?? null;
}

/** Inside the season (it may run over the new year, e.g. 11-01 to 03-31). */
export function inSeason(season: EnergySeason, now: Date): boolean {
  const md = now.toISOString().slice(5, 10);
  return season.from <= season.to ? md >= season.from && md <= season.to : md >= season.from || md <= season.to;
}

export async function energyActive(db: Db): Promise<boolean> {
  const season = await read<EnergySeason>(db, ENERGY_SEASON_KEY);
  return season ? inSeason(season, clock.now()) : false;
}

export async function activeDisaster(db: Db): Promise<DisasterWindow | null> {
  const disaster = await read<DisasterWindow>(db, DISASTER_KEY);
  return disaster && new Date(disaster.endsAt).getTime() > clock.nowMs() ? disaster : null;
}
