import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LOCALE_COOKIE, type CaseworkerInfo, urlOf } from '@portal/contracts';
import { startTestApp, type TestApp } from '../../test/harness';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo';
import { auditLog, cases, users } from '../../platform/db/schema';
import { clock } from '../../platform/clock';
import { isoDay, subDays } from '../../platform/dates';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => t.close());

async function signedIn(username: string, locale?: string) {
  const browser = t.browser();
  if (locale) browser.cookies.set(LOCALE_COOKIE, locale);
  expect((await browser.login(username, DEMO_PASSWORD)).statusCode).toBe(200);
  return browser;
}

async function infoOf(username: string, locale?: string): Promise<CaseworkerInfo> {
  const res = await (await signedIn(username, locale)).get(urlOf('listCwInfo'));
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function userId(username: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

const readsBy = async (username: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'caseworker_info.read'), eq(auditLog.actorUserId, await userId(username))));

describe('caseworker information (list_cwinfo)', () => {
  it('shows a linked resident her case, her caseworker Maria Lopez and the Example County office', async () => {
    const info = await infoOf(DEMO_USERS.linked);
    expect(info).toMatchObject({ isSuccess: true, caseNameRef: 'Ana Rivera C-100234', cwName: 'Maria Lopez' });
    expect(info.dtls).toMatchObject({
      showCaseworkerDetailsInd: true,
      caseownerAddressString: '100 Main Street, Springfield, EX 27001',
      caseownerPhoneNumberString: '555-555-0100',
    });
    expect(info.dtls.caseDtls.citizenCases).toEqual([
      {
        caseReference: 'C-100234',
        caseStatus: 'ACTIVE',
        programNames: [
          'Food and Nutrition Services (SNAP)',
          'Low Income Energy Assistance (LIEAP)',
          expect.stringContaining('Medicaid'),
        ],
        office: {
          name: 'Example County Department of Social Services',
          county: 'Example County',
          addressString: '100 Main Street, Springfield, EX 27001',
          phoneNumberString: '555-555-0100',
          email: 'dss@example.org',
          hours: 'Monday to Friday, 8:00 a.m. to 5:00 p.m.',
        },
        showCaseworkerDetailsInd: true,
        caseworker: { cwName: 'Maria Lopez', phoneNumberString: '555-555-0101', email: 'maria.lopez@example.org' },
      },
    ]);
  });

  it("gives the person's own contact details on record, and never another household's case", async () => {
    const info = await infoOf(DEMO_USERS.linked);
    expect(info.dtls.showClientDetailsInd).toBe(true);
    expect(info.dtls.contactDtls).toEqual({
      addressList: [{ type: 'RESIDENTIAL', value: '25 Oak Avenue, Springfield, NC 27001' }],
      emailList: [{ type: 'PRIMARY', value: 'ana.rivera@example.com' }],
      phoneList: [{ type: 'PRIMARY', value: '555-555-0111' }],
    });
    const text = JSON.stringify(info);
    expect(text).not.toContain('C-100871');
    expect(text).not.toContain('James Carter');
    expect(text).not.toContain('Okafor');
  });

  it('names the programmes in Spanish for a Spanish reader', async () => {
    const info = await infoOf(DEMO_USERS.linked, 'es');
    expect(info.dtls.caseDtls.citizenCases[0]!.programNames[0]).not.toBe('Food and Nutrition Services (SNAP)');
    expect(info.dtls.caseDtls.citizenCases[0]!.programNames[0]).toMatch(/alimentos|nutrici/i);
  });

  it('records each read in the audit log, without the personal data itself', async () => {
    const before = (await readsBy(DEMO_USERS.linked)).length;
    await infoOf(DEMO_USERS.linked);
    const after = await readsBy(DEMO_USERS.linked);
    expect(after).toHaveLength(before + 1);
    const entry = after.at(-1)!;
    expect(entry).toMatchObject({ entity: 'person', detail: { cases: 1, clientDetailsShown: true } });
    expect(JSON.stringify(entry.detail)).not.toMatch(/Oak Avenue|ana\.rivera|5555550111/);
  });

  it('refuses a standard account (an enhanced account is needed), a delinked one, and anonymous visitors', async () => {
    const standard = await (await signedIn(DEMO_USERS.standard)).get(urlOf('listCwInfo'));
    expect(standard.statusCode).toBe(403);
    expect(standard.json().errors[0].code).toBe('FORBIDDEN');

    const delinked = await (await signedIn(DEMO_USERS.delinked)).get(urlOf('listCwInfo'));
    expect(delinked.statusCode).toBe(403);
    expect(delinked.body).not.toContain('James Carter');

    const anonymous = await (await t.browser().start()).get(urlOf('listCwInfo'));
    expect(anonymous.statusCode).toBe(401);

    expect(await readsBy(DEMO_USERS.standard)).toHaveLength(0);
    expect(await readsBy(DEMO_USERS.delinked)).toHaveLength(0);
  });
});

describe('show flags', () => {
  const rivera = () =>
    t.db
      .select()
      .from(cases)
      .where(eq(cases.reference, 'C-100234'))
      .then((r) => r[0]!);

  it('shows the office but no caseworker when none is assigned', async () => {
    const original = await rivera();
    await t.db.update(cases).set({ caseworkerId: null }).where(eq(cases.id, original.id));
    try {
      const info = await infoOf(DEMO_USERS.linked);
      expect(info.cwName).toBeNull();
      expect(info.dtls.showCaseworkerDetailsInd).toBe(false);
      expect(info.dtls.caseownerPhoneNumberString).toBe('555-555-0100');
      expect(info.dtls.caseDtls.citizenCases[0]).toMatchObject({ showCaseworkerDetailsInd: false, caseworker: null });
      expect(JSON.stringify(info)).not.toContain('Maria');
    } finally {
      await t.db.update(cases).set({ caseworkerId: original.caseworkerId }).where(eq(cases.id, original.id));
    }
  });

  it('keeps a closed case with its office (no caseworker) for 90 days, then drops it', async () => {
    const original = await rivera();
    const daysAgo = (n: number) => isoDay(subDays(clock.now(), n));
    try {
      await t.db
        .update(cases)
        .set({ status: 'CLOSED', closedOn: daysAgo(10) })
        .where(eq(cases.id, original.id));
      const recent = await infoOf(DEMO_USERS.linked);
      expect(recent.caseNameRef).toBeNull();
      expect(recent.dtls.caseownerAddressString).toBeNull();
      expect(recent.dtls.caseDtls.citizenCases).toHaveLength(1);
      expect(recent.dtls.caseDtls.citizenCases[0]).toMatchObject({
        caseStatus: 'CLOSED',
        showCaseworkerDetailsInd: false,
        caseworker: null,
      });
      expect(recent.dtls.caseDtls.citizenCases[0]!.office.name).toBe('Example County Department of Social Services');

      await t.db
        .update(cases)
        .set({ closedOn: daysAgo(91) })
        .where(eq(cases.id, original.id));
      const old = await infoOf(DEMO_USERS.linked);
      expect(old.dtls.caseDtls.citizenCases).toEqual([]);
      // The person's own details are still there to check.
      expect(old.dtls.showClientDetailsInd).toBe(true);
    } finally {
      await t.db
        .update(cases)
        .set({ status: original.status, closedOn: original.closedOn })
        .where(eq(cases.id, original.id));
    }
  });
});
