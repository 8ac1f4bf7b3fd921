import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINTS, pathTo, urlOf, type CallName } from '@portal/contracts';
import { RESIDENT_CALLS } from '@portal/contracts/calls-resident';
import { rowsOf } from '../../platform/db';
import {
  appeals,
  applicationDrafts,
  applicationPrograms,
  applications,
  caseChanges,
  cases,
  communications,
  documents,
  representationInvitations,
  representations,
  users,
  verificationItems,
} from '../../platform/db/schema';
import { createTestWorld } from '../../seed/test-world';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';

/**
 * Issue 30 item 1, ADR 0119 "One check of the grant": a representative acting for a person
 * reaches none of the person's records beyond what the person named them for. Generated from the
 * endpoint table: every resident call that names a record (a path parameter, or a body or query
 * field that is an id) is sent, with the person's record in it, by a representative (a) named
 * for another programme, (b) named for medical assistance without proof of authority, (c) whose
 * representation was revoked; each must be refused (403 or 404) and change nothing. A new
 * id-taking call the test does not know how to fill fails the first test until it is added here.
 */

type Schema = Record<string, unknown>;
type Records = Awaited<ReturnType<typeof recordsOf>>;

/** Fields that name no record of the person: codes, and keys the browser makes up for a new upload. */
const NOT_RECORDS = new Set([
  'tableName',
  'counterTypeCode',
  'lifeEventContextId',
  // The type of a new form (its programmes are checked when it starts and when it is signed).
  'applicationTypeId',
  'motivationTypeId',
  'attachment_id',
  'submissionID',
]);

/** Calls made before sign-in or of development only: they take ids of a sign-in attempt, never of a person's record. */
const NOT_RESIDENT_RECORD_CALLS: Partial<Record<CallName, string>> = {
  mfaQuestions: 'sign-in attempt',
  mfaSendCode: 'sign-in attempt',
  mfaResendCode: 'sign-in attempt',
  mfaConfirmCode: 'sign-in attempt',
  mfaRememberDevice: 'sign-in attempt',
  mfaNoAccess: 'sign-in attempt',
  recoverPasswordCode: 'recovery request',
  recoverPasswordReset: 'recovery request',
  ridpAnswer: "the signed-in account's own identity quiz (proofing is never done for someone else)",
  federationCallback: 'sign-in with another service',
  passkeyRegister: "the signed-in account's own new passkey (a representative never adds one for someone)",
  passkeyRename: "the signed-in account's own passkeys (passkeys.test.ts checks another account's are 404)",
  passkeyRemove: "the signed-in account's own passkeys (passkeys.test.ts checks another account's are 404)",
  passkeySignIn: 'sign-in with a passkey',
};

/** The person's record each id field names (by field; by call where one field means several things). */
function idFor(r: Records, call: string, field: string): string | undefined {
  const byCall: Record<string, Record<string, string>> = {
    finishCoc: { iegExecutionID: r.changeDraft },
    finishCocRecert: { iegExecutionID: r.changeDraft },
    signAndSubmitCoc: { iegExecutionID: r.changeDraft },
    signandsubmitCocRecert: { iegExecutionID: r.changeDraft },
    submitAppeal: { iegExecutionID: r.appealDraft },
    finishStandaloneRidp: { iegExecutionID: r.ridpDraft },
    formDetails: { id: r.maDraft },
    saveFormDetails: { id: r.maDraft },
    motivationType: { id: r.maDraft },
    motivationDetails: { id: r.maDraft },
    esignature: { id: r.maDraft },
    esignatureByMotivation: { id: r.maDraft },
    deleteMotivation: { id: r.maDraft },
    confirmationDetails: { id: r.maApplication },
    applicationPdf: { id: r.maApplication },
    getEnableAbd: { id: r.caseReference },
    getEnableUnifiedMagi: { id: r.caseReference },
    cocConfirmationDetails: { id: r.change },
    cocRecertConfirmationDetails: { id: r.change },
    caseChangePdf: { id: r.change },
    appealDetails: { id: r.appeal },
    appealPdf: { id: r.appeal },
    withdrawAppeal: { id: r.appeal },
  };
  const byField: Record<string, string> = {
    iegExecutionID: r.maDraft,
    appId: r.maApplication,
    applicationID: r.maApplication,
    application_id: r.maApplication,
    programId: r.maProgram,
    application_program_id: r.maProgram,
    representationId: r.otherRepresentation,
    invitationId: r.invitation,
    communicationId: r.notice,
    communicationID: r.notice,
    attachmentId: r.document,
    verification_item_provided_id: r.document,
    nfDULStandaloneAttachmentID: r.document,
    vdiedLinkId: r.verification,
    vdied_link_id: r.verification,
    verification_item_utilization_id: r.verification,
    caseID: r.caseId,
    case_id: r.caseId,
    concernRoleID: r.casePerson,
    outcome_plan_id: r.caseId,
    decisionId: r.deniedProgram,
  };
  return byCall[call]?.[field] ?? byField[field];
}

const isIdField = (key: string, schema: Schema) => /id$/i.test(key) || schema.format === 'uuid';

/** The id fields of a schema, nested ones included (an upload's `dtls[].applicationID`). */
function idFields(schema: Schema | undefined, out = new Set<string>()): Set<string> {
  if (!schema) return out;
  for (const [key, sub] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
    if (isIdField(key, sub)) out.add(key);
    idFields(sub, out);
  }
  for (const sub of [schema.items, ...((schema.anyOf as Schema[]) ?? [])]) idFields(sub as Schema | undefined, out);
  return out;
}

/** A valid value for a schema, with the person's records in its id fields. */
function valueFor(schema: Schema, id: (field: string) => string, field = ''): unknown {
  if (schema.anyOf)
    return valueFor(
      (schema.anyOf as Schema[]).find((s) => s.type !== 'null')!,
      id,
      field,
    );
  if (field && isIdField(field, schema)) {
    const one = NOT_RECORDS.has(field) ? (schema.enum ? (schema.enum as string[])[0]! : randomUUID()) : id(field);
    return schema.type === 'array' ? [one] : one;
  }
  if (schema.enum) return (schema.enum as unknown[])[0];
  switch (schema.type) {
    case 'object': {
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const props = Object.entries((schema.properties ?? {}) as Record<string, Schema>).filter(
        ([k, s]) => required.has(k) || isIdField(k, s),
      );
      return Object.fromEntries(props.map(([k, s]) => [k, valueFor(s, id, k)]));
    }
    case 'array':
      return Array.from({ length: Math.max(1, (schema.minItems as number | undefined) ?? 1) }, () =>
        valueFor(schema.items as Schema, id, field),
      );
    case 'boolean':
      return true;
    case 'number':
    case 'integer':
      return (schema.minimum as number | undefined) ?? 1;
    default:
      if (/base_64/.test(field)) return Buffer.from('%PDF-1.7\n%%EOF\n').toString('base64');
      return 'x'.repeat(Math.max(1, (schema.minLength as number | undefined) ?? 1));
  }
}

const jsonSchema = (s: unknown): Schema | undefined =>
  s ? (z.toJSONSchema(s as z.ZodType, { io: 'input', unrepresentable: 'any' }) as Schema) : undefined;

interface Exercise {
  name: string;
  method: string;
  url: string;
  body?: unknown;
}

/** Every id-taking resident call of the endpoint table, as a request naming the person's records; or what it cannot fill. */
function exercises(r: Records): { calls: Exercise[]; unknown: string[] } {
  const calls: Exercise[] = [];
  const unknown: string[] = [];
  for (const name of Object.keys(RESIDENT_CALLS) as CallName[]) {
    if (name in NOT_RESIDENT_RECORD_CALLS) continue;
    const e = ENDPOINTS[name] as { method: string; path: string; params?: unknown; query?: unknown; body?: unknown };
    const [params, query, body] = [jsonSchema(e.params), jsonSchema(e.query), jsonSchema(e.body)];
    const fields = new Set([
      ...Object.keys((params?.properties ?? {}) as object),
      ...idFields(query),
      ...idFields(body),
    ]);
    const records = [...fields].filter((f) => !NOT_RECORDS.has(f));
    if (records.length === 0) continue;
    const missing = records.filter((f) => idFor(r, name, f) === undefined);
    if (missing.length > 0) {
      unknown.push(`${name}: ${missing.join(', ')}`);
      continue;
    }
    const id = (f: string) => idFor(r, name, f)!;
    const request = {
      params: params && valueFor(params, id),
      query: query && valueFor(query, id),
      body: body && valueFor(body, id),
    };
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = e[part] as z.ZodType | undefined;
      const parsed = schema?.safeParse(request[part]);
      if (parsed && !parsed.success) unknown.push(`${name}: no valid ${part} (${parsed.error.issues[0]?.message})`);
    }
    calls.push({
      name,
      method: e.method,
      url: pathTo(e.path, request.params as Record<string, string> | undefined, request.query as never),
      ...(request.body === undefined ? {} : { body: request.body }),
    });
  }
  return { calls, unknown };
}

let t: TestApp;
let r: Records;
let rep: TestBrowser;
let representationId: string;

/** The person's records (Ana of a test world), the ones each call is sent with. */
async function recordsOf(t: TestApp) {
  const world = await createTestWorld(t.app.ctx);
  const { db, cipher } = t.app.ctx;
  const userId = async (username: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
  const person = await userId(world.users.linked);
  const [theCase] = await db.select().from(cases).where(eq(cases.reference, world.cases.rivera));
  const program = async (reference: string) =>
    (
      await db
        .select({ app: applications.id, program: applicationPrograms.id })
        .from(applications)
        .innerJoin(applicationPrograms, eq(applicationPrograms.applicationId, applications.id))
        .where(eq(applications.reference, reference))
    )[0]!;
  const ma = await program(world.applications.anaMedicaid);
  const denied = await program(world.applications.anaDenied);
  const now = new Date();
  const draft = async (formId: string, extra: Partial<typeof applicationDrafts.$inferInsert> = {}) =>
    (
      await db
        .insert(applicationDrafts)
        .values({
          userId: person,
          formId,
          formVersion: 1,
          answersEnc: cipher.encrypt('{"firstName.0":"Ana"}'),
          createdAt: now,
          updatedAt: now,
          ...extra,
        })
        .returning({ id: applicationDrafts.id })
    )[0]!.id;
  const enc = (v: unknown) => cipher.encrypt(JSON.stringify(v));
  const [doc] = await db
    .insert(documents)
    .values({
      ownerUserId: person,
      clientId: randomUUID(),
      kind: 'STANDALONE' as never,
      fileName: 'pay-stub.pdf',
      mediaType: 'application/pdf',
      sizeBytes: 10,
      sha256: 'x',
      blobKey: `matrix-${randomUUID()}`,
      uploadedAt: now,
    })
    .returning({ id: documents.id });
  const [verification] = await db
    .insert(verificationItems)
    .values({
      caseId: theCase!.id,
      personId: theCase!.primaryPersonId,
      itemCode: 'INCOME',
      programCode: 'MA',
      dueOn: '2030-01-01',
    })
    .returning({ id: verificationItems.id });
  const [notice] = await db
    .insert(communications)
    .values({
      userId: person,
      kind: 'APPLICATION_DECISION',
      locale: 'en-US',
      subject: 'Your application',
      body: 'Decided.',
      pdf: Buffer.from('%PDF-1.7\n%%EOF\n'),
      createdAt: now,
    })
    .returning({ id: communications.id });
  const [change] = await db
    .insert(caseChanges)
    .values({
      reference: `CH-M${randomUUID().slice(0, 8)}`,
      kind: 'COC',
      programCode: 'FNS',
      naming: 'FNS',
      caseId: theCase!.id,
      userId: person,
      draftId: randomUUID(),
      formId: 'FNS_COC',
      formVersion: 1,
      beforeEnc: enc({}),
      memberIds: [],
      answersEnc: enc({}),
      applicantName: 'Ana Rivera',
      locale: 'en-US',
      signature: {},
      submittedAt: now,
    })
    .returning({ id: caseChanges.id });
  const [appeal] = await db
    .insert(appeals)
    .values({
      reference: `AP-M${randomUUID().slice(0, 8)}`,
      track: 'MA',
      userId: person,
      applicationProgramId: denied.program,
      programCode: 'MA',
      decisionDate: '2026-01-02',
      submissionKey: randomUUID(),
      answersEnc: enc({}),
      appellantName: 'Ana Rivera',
      locale: 'en-US',
      signature: {},
      status: 'SUBMITTED',
      submittedAt: now,
      filedOn: '2026-01-03',
      createdAt: now,
    })
    .returning({ id: appeals.id });
  const repUser = await userId(world.users.renewsoon);
  const [other] = await db
    .insert(representations)
    .values({ personUserId: person, repUserId: await userId(world.users.resident), programmes: ['FNS'] })
    .returning({ id: representations.id });
  const [mine] = await db
    .insert(representations)
    .values({ personUserId: person, repUserId: repUser, programmes: ['LIEAP'] })
    .returning({ id: representations.id });
  const [invitation] = await db
    .insert(representationInvitations)
    .values({
      personUserId: person,
      repUserId: await userId(world.users.latelinked),
      lookup: world.users.latelinked,
      programmes: ['FNS'],
      createdAt: now,
      expiresAt: new Date(now.getTime() + 14 * 86_400_000),
    })
    .returning({ id: representationInvitations.id });
  return {
    world,
    person,
    repUser,
    representation: mine!.id,
    caseId: theCase!.id,
    casePerson: theCase!.primaryPersonId,
    caseReference: theCase!.reference,
    maDraft: await draft('MA'),
    changeDraft: await draft('FNS_COC', { caseId: theCase!.id, cocTypeCode: 'FNS_COC' }),
    appealDraft: await draft('APPEAL'),
    ridpDraft: await draft('RIDP'),
    maApplication: ma.app,
    maProgram: ma.program,
    deniedProgram: denied.program,
    document: doc!.id,
    verification: verification!.id,
    notice: notice!.id,
    change: change!.id,
    appeal: appeal!.id,
    otherRepresentation: other!.id,
    invitation: invitation!.id,
  };
}

/** A fingerprint of every table but the logs of requests themselves (audit, sessions, throttles). */
async function fingerprint(): Promise<Map<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    t.db,
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
          AND table_name NOT IN ('audit_log', 'sessions', 'rate_limits', 'schema_migrations')
        ORDER BY table_name`,
  );
  const out = new Map<string, string>();
  for (const { name } of tables) {
    const [row] = await rowsOf<{ h: string | null }>(
      t.db,
      sql.raw(`SELECT md5(string_agg(x::text, '|' ORDER BY x::text)) AS h FROM "${name}" x`),
    );
    out.set(name, row?.h ?? '');
  }
  return out;
}

/** A document of the representative, reviewed as the scenario says (proof of authority for medical assistance). */
async function authority(status: 'ACCEPTED' | 'REJECTED') {
  const [row] = await t.db
    .insert(documents)
    .values({
      ownerUserId: r.repUser,
      clientId: randomUUID(),
      kind: 'STANDALONE' as never,
      fileName: 'power-of-attorney.pdf',
      mediaType: 'application/pdf',
      sizeBytes: 10,
      sha256: 'x',
      blobKey: `matrix-${randomUUID()}`,
      status,
      uploadedAt: new Date(),
    })
    .returning({ id: documents.id });
  return row!.id;
}

/** What the person granted the representative, for one scenario (active unless the scenario revokes it). */
const grant = (values: Partial<typeof representations.$inferInsert>) =>
  t.db
    .update(representations)
    .set({ status: 'ACTIVE', revokedAt: null, revokedBy: null, ...values })
    .where(eq(representations.id, representationId));

beforeAll(async () => {
  t = await startTestApp();
  r = await recordsOf(t);
  representationId = r.representation;
  rep = await t.signedIn(r.world.users.renewsoon);
  const switched = await rep.post(urlOf('actFor'), { representationId });
  if (switched.statusCode !== 200) throw new Error(`could not act for the person: ${switched.body}`);
}, 120_000);
afterAll(async () => t?.close());

/** Sends every call; returns the ones not refused, and the tables that changed. */
async function sendAll() {
  const before = await fingerprint();
  const answered: string[] = [];
  for (const c of exercises(r).calls) {
    const res = await rep.request({
      method: c.method,
      url: c.url,
      ...(c.body === undefined ? {} : { payload: c.body as object }),
    });
    if (res.statusCode !== 403 && res.statusCode !== 404)
      answered.push(`${c.name} ${c.method} ${c.url}: ${res.statusCode} ${res.body.slice(0, 160)}`);
  }
  const after = await fingerprint();
  const changed = [...after].filter(([k, v]) => before.get(k) !== v).map(([k]) => k);
  return { answered, changed };
}

describe('a representative reaches only what they were named for, on every id-taking resident call', () => {
  it('knows how to fill every id-taking resident call of the endpoint table', () => {
    const { calls, unknown } = exercises(r);
    expect(unknown).toEqual([]);
    // The calls of issue 30 are among them, and each group of records is covered.
    const names = calls.map((c) => c.name);
    for (const n of [
      'formDetails',
      'saveFormDetails',
      'deleteMotivation',
      'getENotices',
      'appealDetails',
      'caseChangePdf',
    ])
      expect(names).toContain(n);
    expect(calls.length).toBeGreaterThan(40);
  });

  it('the person and a fully named representative do reach the records (the requests are right)', async () => {
    const person = await t.signedIn(r.world.users.linked);
    for (const name of [
      'formDetails',
      'motivationType',
      'esignature',
      'confirmationDetails',
      'getENotices',
      'appealDetails',
    ] as const) {
      const c = exercises(r).calls.find((x) => x.name === name)!;
      expect((await person.get(c.url)).statusCode, name).toBe(200);
    }
    await grant({ programmes: ['FNS', 'MA', 'WF', 'LIEAP'], authorityDocumentId: await authority('ACCEPTED') });
    for (const name of ['formDetails', 'motivationType', 'esignature', 'confirmationDetails'] as const) {
      const c = exercises(r).calls.find((x) => x.name === name)!;
      expect((await rep.get(c.url)).statusCode, name).toBe(200);
    }
    const drafts = (await rep.get(urlOf('draftApplications'))).json().applications as {
      draft_application_id: string;
    }[];
    expect(drafts.map((d) => d.draft_application_id)).toContain(r.maDraft);
  });

  it('(a) named for another programme: every call refused, nothing changed, nothing listed', async () => {
    await grant({ programmes: ['LIEAP', 'WF'], authorityDocumentId: await authority('ACCEPTED') });
    const { answered, changed } = await sendAll();
    expect(answered).toEqual([]);
    expect(changed).toEqual([]);
    const drafts = (await rep.get(urlOf('draftApplications'))).json().applications as {
      draft_application_id: string;
    }[];
    expect(drafts.length).toBe(0);
    expect(drafts.map((d) => d.draft_application_id)).not.toContain(r.maDraft);
    const submitted = (await rep.get(urlOf('submittedApplications'))).json().applications as {
      application_id: string;
    }[];
    expect(submitted.map((a) => a.application_id)).not.toContain(r.maApplication);
  }, 120_000);

  it('(b) named for medical assistance, authority not proven or rejected: every call refused, nothing changed', async () => {
    await grant({ programmes: ['FNS', 'MA', 'WF', 'LIEAP'], authorityDocumentId: null });
    const none = await sendAll();
    expect(none.answered).toEqual([]);
    expect(none.changed).toEqual([]);
    await grant({ authorityDocumentId: await authority('REJECTED') });
    const rejected = await sendAll();
    expect(rejected.answered).toEqual([]);
    expect(rejected.changed).toEqual([]);
  }, 240_000);

  it('(c) after revocation: every call refused, nothing changed', async () => {
    await grant({ programmes: ['FNS', 'MA', 'WF', 'LIEAP'], authorityDocumentId: await authority('ACCEPTED') });
    await grant({ status: 'REVOKED', revokedAt: new Date(), revokedBy: r.person });
    const { answered, changed } = await sendAll();
    expect(answered).toEqual([]);
    expect(changed).toEqual([]);
  }, 120_000);
});
