import { PRESUMPTIVE_CATEGORY_NAMES, type PresumptiveDecision } from '@portal/contracts';
import { t } from '../../platform/i18n';
import { renderPdf } from '../../platform/pdf';

type Lang = 'en' | 'es';
/** Dates and amounts are written as in the United States in both languages. */
const localeOf = (l: Lang) => (l === 'es' ? 'es-US' : 'en-US');

/** A calendar day (YYYY-MM-DD) written out: November 26, 2026 / 26 de noviembre de 2026. */
const longDay = (iso: string, l: Lang) =>
  new Intl.DateTimeFormat(localeOf(l), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));
const money = (cents: number, l: Lang) =>
  new Intl.NumberFormat(localeOf(l), { style: 'currency', currency: 'USD' }).format(cents / 100);

/**
 * The notice the provider prints for the patient, in the language chosen at print: the
 * decision, the temporary coverage period and what to do next (the full application, due by
 * the end of the period); when not eligible, the reason with the figures.
 */
export async function presumptiveNotice(d: PresumptiveDecision, l: Lang): Promise<Uint8Array> {
  const category = PRESUMPTIVE_CATEGORY_NAMES[d.category][l];
  const outcome = d.eligible
    ? [
        t(l, 'presumptive.notice.eligible', {
          category,
          start: longDay(d.coverageStart!, l),
          end: longDay(d.coverageEnd!, l),
        }),
        t(l, 'presumptive.notice.next', { end: longDay(d.coverageEnd!, l) }),
      ]
    : [
        t(l, 'presumptive.notice.notEligible', {
          category,
          income: money(d.monthlyIncomeCents, l),
          limit: money(d.monthlyLimitCents, l),
          size: d.householdSize,
          percent: d.percent,
          year: d.guidelineYear,
        }),
        t(l, 'presumptive.notice.stillApply'),
      ];
  return renderPdf({
    title: t(l, 'presumptive.notice.title'),
    lines: [
      t(l, 'presumptive.notice.patient', { name: d.patientName, birthDate: longDay(d.birthDate, l) }),
      t(l, 'presumptive.notice.filed', { date: longDay(d.filedOn, l), provider: d.filedBy, facility: d.facilityName }),
      ...outcome,
    ],
    blocks: [
      {
        heading: t(l, 'presumptive.notice.details'),
        rows: [
          { label: t(l, 'presumptive.notice.category'), value: category },
          { label: t(l, 'presumptive.notice.householdSize'), value: String(d.householdSize) },
          { label: t(l, 'presumptive.notice.income'), value: money(d.monthlyIncomeCents, l) },
          { label: t(l, 'presumptive.notice.limit'), value: money(d.monthlyLimitCents, l) },
        ],
      },
    ],
    footer: (n, total) => t(l, 'presumptive.notice.page', { n, total }),
  });
}
