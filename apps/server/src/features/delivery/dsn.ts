/**
 * Reads a delivery status notification (RFC 3464): a multipart/report; report-type=delivery-status
 * whose message/delivery-status part has one group of fields per recipient (Final-Recipient,
 * Action, Status, Diagnostic-Code) and whose returned message (message/rfc822 or
 * text/rfc822-headers) keeps the Message-ID the portal sent it with, `<key@domain>`.
 */

export interface DsnRecipient {
  address: string;
  /** failed, delayed, delivered, relayed or expanded. */
  action: string;
  status: string;
  diagnostic: string;
}

export interface Dsn {
  /** The key of the Message-ID (the outbox message's id), or null when it was not returned. */
  key: string | null;
  recipients: DsnRecipient[];
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

/** Headers (unfolded, names in lower case) and the body after the first empty line. */
function splitPart(raw: string): Part {
  const text = raw.replace(/\r\n/g, '\n');
  const end = text.indexOf('\n\n');
  const head = end < 0 ? text : text.slice(0, end);
  const body = end < 0 ? '' : text.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function param(value: string, name: string): string | undefined {
  const m = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value);
  return m?.[1] ?? m?.[2];
}

function decoded(p: Part): string {
  const encoding = (p.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(p.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    return p.body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  }
  return p.body;
}

/** The recipients' field groups of a message/delivery-status body (the first group is the message's). */
function recipientsOf(body: string): DsnRecipient[] {
  const groups = body
    .replace(/\r\n/g, '\n')
    .trim()
    .split(/\n\s*\n/);
  const found: DsnRecipient[] = [];
  for (const group of groups) {
    const fields = splitPart(`${group}\n\n`).headers;
    const finalRecipient = fields.get('final-recipient') ?? fields.get('original-recipient');
    if (!finalRecipient) continue;
    const address = (
      finalRecipient.includes(';') ? finalRecipient.slice(finalRecipient.indexOf(';') + 1) : finalRecipient
    )
      .trim()
      .replace(/^<|>$/g, '');
    found.push({
      address,
      action: (fields.get('action') ?? '').toLowerCase(),
      status: fields.get('status') ?? '',
      diagnostic: fields.get('diagnostic-code') ?? '',
    });
  }
  return found;
}

/** The DSN in `raw`, or null when the message is not one. */
export function readDsn(raw: string): Dsn | null {
  const top = splitPart(raw);
  const type = top.headers.get('content-type') ?? '';
  if (!/^multipart\/report/i.test(type) || (param(type, 'report-type') ?? '').toLowerCase() !== 'delivery-status') {
    return null;
  }
  const boundary = param(type, 'boundary');
  if (!boundary) return null;
  const parts = top.body
    .replace(/\r\n/g, '\n')
    .split(`--${boundary}`)
    .slice(1)
    .filter((p) => !p.startsWith('--'))
    .map((p) => splitPart(p.replace(/^\n/, '')));
  let recipients: DsnRecipient[] = [];
  let key: string | null = null;
  for (const p of parts) {
    const partType = (p.headers.get('content-type') ?? 'text/plain').toLowerCase();
    if (partType.startsWith('message/delivery-status')) recipients = recipientsOf(decoded(p));
    if (partType.startsWith('message/rfc822') || partType.startsWith('text/rfc822-headers')) {
      const returned = splitPart(decoded(p)).headers.get('message-id') ?? '';
      key = /<([^@>]+)@[^>]*>/.exec(returned)?.[1] ?? null;
    }
  }
  return { key, recipients };
}
