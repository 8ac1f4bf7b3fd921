import { sql, type SQL } from 'drizzle-orm';
import type { MassCommAudience } from '@portal/contracts';

/** A filter with every field present (null: any). */
export type Audience = Required<Omit<MassCommAudience, 'kind'>> & { kind: MassCommAudience['kind'] };

/**
 * The people an audience finds, one row per person and channel: user_id, username, first_name,
 * last_name, locale (en-US or es), channel (EMAIL or SMS) and address. One query serves the preview
 * and the scheduling, so what is sent is what was counted.
 *
 * GENERAL: the primary person of each case the filter finds, through their enhanced account
 * (linked and not turned off: a turned-off account's link is no longer trusted). They get a text at
 * the number they confirmed for texts, otherwise an e-mail at the first e-mail address on file
 * (as contactsOf reads it: the account's contact settings, or the sign-up e-mail before there were any).
 *
 * ALERTS: the accounts that opted in to this department's alerts (of the topic, if one is named),
 * at each channel and address they chose for alerts.
 */
export function audienceRows(audience: Audience, department: string): SQL {
  const locale = sql`CASE WHEN u.locale = 'es' THEN 'es' ELSE 'en-US' END`;
  if (audience.kind === 'ALERTS') {
    const topic = audience.topic ? sql`AND ap.topics @> jsonb_build_array(${audience.topic}::text)` : sql``;
    const channel = (name: 'EMAIL' | 'SMS', chosen: SQL, address: SQL) => sql`
      SELECT u.id AS user_id, u.username, u.first_name, u.last_name, ${locale} AS locale,
             ${name}::text AS channel, ${address} AS address
      FROM alert_preferences ap JOIN users u ON u.id = ap.user_id
      WHERE ap.department = ${department} AND ${chosen} AND ${address} IS NOT NULL ${topic}`;
    return sql`${channel('EMAIL', sql`ap.by_email`, sql`ap.email_address`)}
      UNION ALL ${channel('SMS', sql`ap.by_sms`, sql`ap.phone_number`)}`;
  }
  const filters: SQL[] = [sql`TRUE`];
  if (audience.officeId) filters.push(sql`c.office_id = ${audience.officeId}`);
  if (audience.caseStatus) filters.push(sql`c.status = ${audience.caseStatus}`);
  if (audience.programCode) {
    filters.push(
      sql`EXISTS (SELECT 1 FROM case_programs cp WHERE cp.case_id = c.id AND cp.program_code = ${audience.programCode})`,
    );
  }
  const texting = sql`(ts.active AND ts.phone IS NOT NULL)`;
  const email = sql`CASE WHEN EXISTS (SELECT 1 FROM account_contacts a WHERE a.user_id = u.id)
    THEN (SELECT a.value FROM account_contacts a WHERE a.user_id = u.id AND a.method = 'EMAIL' ORDER BY a.slot LIMIT 1)
    ELSE u.email END`;
  return sql`
    SELECT * FROM (
      SELECT DISTINCT ON (u.id) u.id AS user_id, u.username, u.first_name, u.last_name, ${locale} AS locale,
             CASE WHEN ${texting} THEN 'SMS' ELSE 'EMAIL' END AS channel,
             CASE WHEN ${texting} THEN ts.phone ELSE ${email} END AS address
      FROM cases c
      JOIN users u ON u.linked_person_id = c.primary_person_id AND u.user_type = 'LINKED' AND u.delinked_at IS NULL
      LEFT JOIN text_subscriptions ts ON ts.user_id = u.id
      WHERE ${sql.join(filters, sql` AND `)}
      ORDER BY u.id
    ) found WHERE address IS NOT NULL`;
}
