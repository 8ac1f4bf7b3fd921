import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@portal/contracts';
import { clock } from '../../platform/clock';
import { outboxMessages, users } from '../../platform/db/schema';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo';
import { latestCodeFor, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function userId(username: string): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}
const contactCode = async (username: string) => latestCodeFor(t.db, await userId(username), 'contact.code');

describe('contact settings', () => {
  it('shows the profile with its contact methods and indicators', async () => {
    const b = await t.signedIn(DEMO_USERS.linked);
    const res = await b.get(urlOf('profileInfo'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userName: 'linked',
      isSuccess: true,
      myInformation: 'LINKED',
      dtls: { primaryUpdateInd: true, eNoticesInd: true },
    });
    expect(res.json().primaryContact).not.toBeNull();
    expect(
      (
        await t
          .browser()
          .start()
          .then((a) => a.get(urlOf('profileInfo')))
      ).statusCode,
    ).toBe(401);
  });

  it('answers each missing piece with the spec’s message, in both languages, and changes nothing', async () => {
    const b = await t.signedIn(DEMO_USERS.standard);
    const cases: [object, string, string, string][] = [
      [{}, 'contactMethod', 'Select a contact method', 'Seleccione un método de contacto'],
      [
        { contactMethod: 'EMAIL' },
        'emailAddress',
        'An email address must be entered',
        'Debe ingresar una dirección de correo electrónico',
      ],
      [
        { contactMethod: 'PHONE', phoneNumber: '' },
        'phoneNumber',
        'A phone number must be entered',
        'Debe ingresar un número de teléfono',
      ],
      [
        { contactMethod: 'PHONE', phoneNumber: '555-12' },
        'phoneNumber',
        'Enter a 10-digit phone number in the format ###-###-####.',
        'Ingrese un número de teléfono de 10 dígitos con el formato ###-###-####.',
      ],
    ];
    for (const [body, field, en, es] of cases) {
      const res = await b.post(urlOf('updatePriContact'), body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ field, message: en });
      const spanish = await b.request({
        method: 'POST',
        url: urlOf('updatePriContact'),
        payload: body,
        headers: { 'accept-language': 'es' },
      });
      expect(spanish.json().errors[0]).toMatchObject({ field, message: es });
    }
    const bad = await b.post(urlOf('updateConfirmationNumber'), { confirmationCode: '12345' });
    expect(bad.json().errors[0]).toMatchObject({
      field: 'confirmationCode',
      message: 'Enter a valid confirmation code.',
    });
    expect((await b.get(urlOf('profileInfo'))).json().pendingChange).toBeNull();
  });

  it('uses a new phone number only after its own code comes back; devices are forgotten and the old contact told', async () => {
    const b = await t.signedIn(DEMO_USERS.standard);
    const before = (await b.get(urlOf('profileInfo'))).json().primaryContact;
    const started = await b.post(urlOf('updatePriContact'), { contactMethod: 'PHONE', phoneNumber: '(555) 555-0177' });
    expect(started.json()).toEqual({ isSuccess: true, contactInformation: '***-***-0177' });
    // Not in use yet.
    let profile = (await b.get(urlOf('profileInfo'))).json();
    expect(profile.primaryContact).toEqual(before);
    expect(profile.pendingChange).toEqual({ slot: 'PRIMARY', contactInformation: '***-***-0177' });
    const [sent] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.templateKey, 'contact.code'))
      .orderBy(outboxMessages.createdAt);
    expect(sent).toMatchObject({ channel: 'SMS', recipient: '5555550177', sensitive: true });

    const code = await contactCode(DEMO_USERS.standard);
    const wrong = await b.post(urlOf('updateConfirmationNumber'), {
      confirmationCode: code === '000000' ? '000001' : '000000',
    });
    expect(wrong.json().errors[0]).toMatchObject({ code: 'validation.code.invalid', field: 'confirmationCode' });
    expect((await b.post(urlOf('updateConfirmationNumber'), { confirmationCode: code })).json()).toMatchObject({
      isSuccess: true,
      contactInformation: '555-555-0177',
    });
    profile = (await b.get(urlOf('profileInfo'))).json();
    expect(profile.primaryContact).toEqual({ contactMethod: 'PHONE', contactInformation: '555-555-0177' });
    expect(profile.pendingChange).toBeNull();
    const told = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.templateKey, 'account.contactChanged'));
    expect(told.map((m) => m.recipient)).toContain('5555550133');
    // The code is used up.
    expect((await b.post(urlOf('updateConfirmationNumber'), { confirmationCode: code })).json().errors[0].code).toBe(
      'CONTACT_CHANGE_EXPIRED',
    );
  });

  it('sends the next sign-in code to the new contact, and a resend cancels the earlier change code', async () => {
    const b = await t.signedIn(DEMO_USERS.linked);
    await b.post(urlOf('updateSecContact'), { contactMethod: 'EMAIL', emailAddress: 'Ana.New@Example.com' });
    const first = await contactCode(DEMO_USERS.linked);
    await b.post(urlOf('resendCodeUpdateContact'));
    const second = await contactCode(DEMO_USERS.linked);
    if (first !== second)
      expect((await b.post(urlOf('updateConfirmationNumber'), { confirmationCode: first })).statusCode).toBe(400);
    expect((await b.post(urlOf('updateConfirmationNumber'), { confirmationCode: second })).statusCode).toBe(200);

    const next = t.browser();
    const pw = await next.loginPassword(DEMO_USERS.linked, DEMO_PASSWORD);
    const questions = await next.post(urlOf('mfaQuestions'), { uuid: pw.json().loginAttemptId });
    expect(questions.json().questions).toContainEqual({
      nfValue: 'SECONDARY',
      nfMessage: 'a***@example.com',
      method: 'EMAIL',
    });
  });

  it('needs a sign-in within the last few minutes to change a contact', async () => {
    const b = await t.signedIn(DEMO_USERS.standard);
    clock.advance(16 * 60_000);
    const res = await b.post(urlOf('updatePriContact'), { contactMethod: 'EMAIL', emailAddress: 'late@example.com' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('REAUTH_REQUIRED');
    expect((await b.get(urlOf('profileInfo'))).json().pendingChange).toBeNull();
  });
});
