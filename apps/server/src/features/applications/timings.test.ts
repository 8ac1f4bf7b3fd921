import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf, type FormTimings } from '@portal/contracts';
import { onePersonFoodPages } from '@portal/forms/samples';
import { clock } from '../../platform/clock';
import { formTimings } from '../../platform/db/schema';
import { runDueJobs } from '../../platform/jobs';

import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';
import { purgeDraftsJob } from './service';
import { pageIdOf } from './timings';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  clock.reset();
  await t?.close();
});

const PAGES = onePersonFoodPages({ firstName: 'Robin', lastName: 'Park', ssn: '123-45-6789' });
const ANSWERS = Object.assign({}, ...PAGES.map(([, a]) => a));
const SIGN = {
  agreements: Object.fromEntries(
    ['reportChanges', 'releaseInfo', 'verification', 'rights', 'accuracy', 'fnsPenalties'].map((id) => [id, true]),
  ),
  firstName: 'Robin',
  lastName: 'Park',
};

const report = async (b: TestBrowser) => (await b.get(urlOf('workerFormTimings'))).json<FormTimings>();

describe('time to complete', () => {
  it('keeps a page id, never a person: indexes are dropped', () => {
    expect(pageIdOf('job.0.1')).toBe('job');
    expect(pageIdOf('person.2')).toBe('person');
    expect(pageIdOf('address')).toBe('address');
  });

  it('times submitted applications (with and without an account) and shows staff the medians', async () => {
    const anon = await t.browser().start();
    for (const [n, seconds] of [
      [1, 420],
      [2, 600],
      [3, 540],
    ] as const) {
      const body = { applicationTypeId: 'FNS', submissionKey: `timing-${n}`.padEnd(20, 'x'), answers: ANSWERS };
      const res = await anon.post(urlOf('applications'), { ...body, signature: SIGN, elapsedSeconds: seconds });
      expect(res.statusCode).toBe(200);
    }
    // Longer than a day is not a time the browser can claim.
    const tooLong = await anon.post(urlOf('applications'), {
      applicationTypeId: 'FNS',
      submissionKey: 'timing-4'.padEnd(20, 'x'),
      answers: ANSWERS,
      signature: SIGN,
      elapsedSeconds: 90_000,
    });
    expect(tooLong.statusCode).toBe(400);

    const resident = await t.signedIn('resident');
    const id = (await resident.post(urlOf('applicationForm'), { applicationTypeId: 'FNS' })).json().application_form_id;
    clock.advance({ minutes: 12 });
    for (const [page, answers] of PAGES)
      expect(
        (await resident.request({ method: 'PUT', url: urlOf('formDetails', { id }), payload: { page, answers } }))
          .statusCode,
      ).toBe(200);
    expect((await resident.post(urlOf('signAndSubmit'), { iegExecutionID: id, ...SIGN })).statusCode).toBe(200);

    const rows = await t.db.select().from(formTimings);
    expect(rows).toHaveLength(4);
    // Nothing in a row names the person.
    expect(JSON.stringify(rows)).not.toMatch(/Robin|Park|123-45/);

    const staff = await t.signedIn('caseworker');
    const food = (await report(staff)).forms.find((f) => f.formId === 'FNS')!;
    expect(food).toMatchObject({ submitted: 4, anonymousMedianMinutes: 9, stops: [] });
    expect(food.medianMinutes).toBe(9.5); // 7, 9, 10 and 12 minutes
    expect(food.name).toMatch(/Food and Nutrition Services/);
    expect((await resident.get(urlOf('workerFormTimings'))).statusCode).toBe(403);
  });

  it('counts a draft deleted unsubmitted on the page where it was left', async () => {
    const resident = await t.signedIn('resident');
    const id = (await resident.post(urlOf('applicationForm'), { applicationTypeId: 'WF' })).json().application_form_id;
    const [first, answers] = PAGES[0]!;
    await resident.request({ method: 'PUT', url: urlOf('formDetails', { id }), payload: { page: first, answers } });
    clock.advance({ days: 31 });
    await runDueJobs(t.app.ctx, [purgeDraftsJob]);
    const staff = await t.signedIn('caseworker');
    const wf = (await report(staff)).forms.find((f) => f.formId === 'WF')!;
    expect(wf.submitted).toBe(0);
    expect(wf.medianMinutes).toBeNull();
    expect(wf.stops).toHaveLength(1);
    expect(wf.stops[0]).toMatchObject({ count: 1 });
    expect(wf.stops[0]!.pageId).not.toMatch(/\d/);
  });
});
