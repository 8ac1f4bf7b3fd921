import { eq, inArray, sql } from 'drizzle-orm';
import { WORLD_ACCOUNTS, type TestWorld, type WorldPerson } from '@portal/contracts/test-world';
import { loadFeatureSeeds } from '../features';
import { DEMO_RIDP } from './bureau-demo';
import { rowsOf } from '../platform/db';
import { persons, users } from '../platform/db/schema';
import type { AppContext } from '../platform/http/context';
import { hashPassword } from '../platform/passwords';
import { DEMO_PASSWORD, insertCoreDemoData } from './core-demo';
import { worldNaming } from './naming';

/**
 * Makes a test world (PORTAL_TEST_HOOKS=1 only): the whole demo recipe — core records and every
 * feature's seed, through the same code that loads `npm start`'s demo data — under the names of
 * a new world number, in one transaction. Returns what a test needs to use it.
 */
export async function createTestWorld(ctx: Pick<AppContext, 'db' | 'cipher'>): Promise<TestWorld> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const featureSeeds = await loadFeatureSeeds();
  return ctx.db.transaction(async (tx) => {
    const [counter] = await rowsOf<{ n: number }>(
      tx,
      sql`INSERT INTO system_config (key, value) VALUES ('testWorlds:last', '1'::jsonb)
          ON CONFLICT (key) DO UPDATE SET value = to_jsonb((system_config.value #>> '{}')::int + 1)
          RETURNING (value #>> '{}')::int AS n`,
    );
    const naming = worldNaming(counter!.n);
    const ids = await insertCoreDemoData(tx, ctx.cipher, passwordHash, naming);
    for (const { seed } of featureSeeds) await seed(tx, ctx, ids, naming);

    const accounts = await tx
      .select({ username: users.username, personId: users.linkedPersonId })
      .from(users)
      .where(
        inArray(
          users.username,
          WORLD_ACCOUNTS.map((a) => naming.username(a)),
        ),
      );
    const personOf = (account: string) => accounts.find((a) => a.username === naming.username(account))?.personId;
    const person = async (id: string | null | undefined): Promise<WorldPerson> => {
      const [row] = await tx.select().from(persons).where(eq(persons.id, id!));
      if (!row) throw new Error('a person of the world is missing');
      return describe({
        name: `${row.firstName} ${row.lastName}`,
        ssn: ctx.cipher.decrypt(row.ssnEnc!),
        birthDate: ctx.cipher.decrypt(row.birthDateEnc!),
        email: row.email,
        phone: row.phone,
      });
    };
    const [jordan] = await tx
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.ssnIndex, ctx.cipher.blindIndex(naming.ssn(DEMO_RIDP.jordan.ssn))));
    const casey = DEMO_RIDP.casey;

    return {
      number: counter!.n,
      password: DEMO_PASSWORD,
      users: Object.fromEntries(WORLD_ACCOUNTS.map((a) => [a, naming.username(a)])) as TestWorld['users'],
      cases: {
        rivera: naming.caseReference('C-100234'),
        okafor: naming.caseReference('C-100871'),
        grace: naming.caseReference('C-100512'),
        omarFood: naming.caseReference('C-100613'),
        omarMedicaid: naming.caseReference('C-100614'),
        omarClosed: naming.caseReference('C-100615'),
      },
      people: {
        ana: await person(ids.persons.ana),
        leo: await person(ids.persons.leo),
        sam: await person(ids.persons.sam),
        jordan: await person(jordan?.id),
        casey: describe({
          name: `${casey.firstName} ${casey.lastName}`,
          ssn: naming.ssn(casey.ssn),
          birthDate: casey.birthDate,
          email: null,
          phone: null,
        }),
        grace: await person(personOf('latelinked')),
        omar: await person(personOf('renewsoon')),
      },
      applications: {
        anaMedicaid: naming.applicationReference('A-DEMO-000101'),
        anaDenied: naming.applicationReference('A-DEMO-000088'),
      },
      facilities: {
        hospital: naming.label('Riverside General Hospital'),
        clinic: naming.label('Maple Family Clinic'),
      },
    };
  });
}

/** A person as a form asks for them: SSN ###-##-####, birth date MM/DD/YYYY. */
function describe(p: WorldPerson): WorldPerson {
  const [y, m, d] = p.birthDate.split('-');
  return { ...p, ssn: `${p.ssn.slice(0, 3)}-${p.ssn.slice(3, 5)}-${p.ssn.slice(5)}`, birthDate: `${m}/${d}/${y}` };
}
