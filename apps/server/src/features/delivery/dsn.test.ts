import { describe, expect, it } from 'vitest';
import { readDsn } from './dsn';

const KEY = '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b';
const crlf = (lines: string[]) => lines.join('\r\n');

/** A bounce as a mail server writes one: CRLF lines, a folded diagnostic, the returned headers. */
const bounce = crlf([
  'From: MAILER-DAEMON@mx.example.test (Mail Delivery System)',
  'To: bounces@portal.example.test',
  'Subject: Undelivered Mail Returned to Sender',
  'MIME-Version: 1.0',
  'Content-Type: multipart/report; report-type=delivery-status;',
  '\tboundary="B0UNDARY.1"',
  '',
  'This is a MIME-encapsulated message.',
  '',
  '--B0UNDARY.1',
  'Content-Type: text/plain; charset=us-ascii',
  '',
  'I could not deliver your message to <gone@example.test>.',
  '',
  '--B0UNDARY.1',
  'Content-Type: message/delivery-status',
  '',
  'Reporting-MTA: dns; mx.example.test',
  'Arrival-Date: Sat, 28 Nov 2026 10:00:00 -0500',
  '',
  'Final-Recipient: rfc822; gone@example.test',
  'Original-Recipient: rfc822;gone@example.test',
  'Action: failed',
  'Status: 5.1.1',
  'Diagnostic-Code: smtp; 550 5.1.1 <gone@example.test>: Recipient address',
  '    rejected: User unknown',
  '',
  '--B0UNDARY.1',
  'Content-Type: text/rfc822-headers',
  '',
  'From: Benefits Portal <bounces@portal.example.test>',
  'To: gone@example.test',
  `Message-ID: <${KEY}@portal.example.test>`,
  'Subject: Reminder',
  '',
  '--B0UNDARY.1--',
  '',
]);

describe('reading a delivery status notification', () => {
  it('finds the failed recipient, its status and diagnostic, and the key of the returned Message-ID', () => {
    expect(readDsn(bounce)).toEqual({
      key: KEY,
      recipients: [
        {
          address: 'gone@example.test',
          action: 'failed',
          status: '5.1.1',
          diagnostic: 'smtp; 550 5.1.1 <gone@example.test>: Recipient address rejected: User unknown',
        },
      ],
    });
  });

  it('reads a base64 status part, several recipients, an Original-Recipient alone and a whole returned message', () => {
    const status = Buffer.from(
      [
        'Reporting-MTA: dns; relay.example.test',
        '',
        'Final-Recipient: rfc822; <here@example.test>',
        'Action: delivered',
        'Status: 2.0.0',
        '',
        'Original-Recipient: rfc822; late@example.test',
        'Action: Delayed',
        'Status: 4.4.1',
        '',
      ].join('\n'),
    ).toString('base64');
    const raw = [
      'Content-Type: multipart/report; boundary=plain; report-type="delivery-status"',
      '',
      '--plain',
      'Content-Type: message/delivery-status',
      'Content-Transfer-Encoding: base64',
      '',
      status,
      '--plain',
      'Content-Type: message/rfc822',
      '',
      `Message-Id: <${KEY}@portal.example.test>`,
      '',
      'The reminder itself.',
      '--plain--',
    ].join('\n');
    expect(readDsn(raw)).toEqual({
      key: KEY,
      recipients: [
        { address: 'here@example.test', action: 'delivered', status: '2.0.0', diagnostic: '' },
        { address: 'late@example.test', action: 'delayed', status: '4.4.1', diagnostic: '' },
      ],
    });
  });

  it('without the returned message there is no key to match (the report cannot be tied to a message)', () => {
    const cut = bounce.slice(0, bounce.indexOf('--B0UNDARY.1\r\nContent-Type: text/rfc822-headers'));
    expect(readDsn(`${cut}--B0UNDARY.1--\r\n`)?.key).toBeNull();
  });

  it('a person’s reply, an auto-reply or another kind of report is not a DSN', () => {
    expect(readDsn(crlf(['Subject: Re: Reminder', 'Content-Type: text/plain', '', 'Thanks!']))).toBeNull();
    expect(
      readDsn(crlf(['Content-Type: multipart/report; report-type=disposition-notification; boundary=x', '', '--x--'])),
    ).toBeNull();
    expect(
      readDsn(crlf(['Content-Type: multipart/report; report-type=delivery-status', '', 'no boundary'])),
    ).toBeNull();
    expect(readDsn('')).toBeNull();
  });
});
