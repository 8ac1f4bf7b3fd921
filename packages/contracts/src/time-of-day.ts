/**
 * A time of day (HH:MM, 24-hour) as people read it, the same on every screen, notice and PDF:
 * "2:30 p.m." in English, "14:30" in Spanish.
 */
export function clockTime(hhmm: string, language: 'en' | 'es'): string {
  if (language === 'es') return hhmm;
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'a.m.' : 'p.m.'}`;
}
