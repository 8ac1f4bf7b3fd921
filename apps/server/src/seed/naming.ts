/**
 * How the demo recipe names what it makes. `npm start`'s demo data uses the names as written
 * (the README's accounts, case C-100234, Ana's SSN 123-45-6789). A test world (test-world.ts)
 * makes the same people and cases again under names no other world shares: its own usernames,
 * case and application references, SSNs, e-mail addresses, phone numbers and facility names,
 * so a test can change its world without meeting another test's.
 */
export interface DemoNaming {
  /** The world's number; null for the demo data of `npm start`. */
  readonly world: number | null;
  username(base: string): string;
  /** A case reference such as C-100234 (C- and six or seven digits, as the contracts accept). */
  caseReference(base: string): string;
  applicationReference(base: string): string;
  /** Nine digits. */
  ssn(base: string): string;
  email(base: string): string;
  /** Ten digits. */
  phone(base: string): string;
  /** A name that must be unique in its table, such as a provider facility's. */
  label(base: string): string;
}

export const DEMO_NAMING: DemoNaming = {
  world: null,
  username: (base) => base,
  caseReference: (base) => base,
  applicationReference: (base) => base,
  ssn: (base) => base,
  email: (base) => base,
  phone: (base) => base,
  label: (base) => base,
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * The names of world number `n`. Values that must be unique across worlds (references, SSNs,
 * phones) are built from the world's number and the order in which the recipe first asks for
 * each base value, so one recipe run always names the same thing the same way.
 */
export function worldNaming(n: number): DemoNaming {
  const slots = (limit: number) => {
    const seen = new Map<string, number>();
    return (base: string) => {
      let slot = seen.get(base);
      if (slot === undefined) {
        slot = seen.size;
        if (slot >= limit) throw new Error(`a test world has room for ${limit} values of this kind`);
        seen.set(base, slot);
      }
      return slot;
    };
  };
  const caseSlot = slots(10);
  const ssnSlot = slots(99);
  const phoneSlot = slots(100);
  const appSlot = slots(1000);
  const tag = `w${n}`;
  return {
    world: n,
    username: (base) => `${base}-${tag}`,
    // C-2, five digits of the world, one of the case: never one of the demo's C-1xxxxx.
    caseReference: (base) => `C-2${pad(n % 100_000, 5)}${caseSlot(base)}`,
    applicationReference: (base) => `A-W${pad(n % 100_000, 5)}-${pad(appSlot(base), 6)}`,
    // Area 700-899 (the demo's are 1xx-5xx), group from the slot, serial from the world.
    ssn: (base) => `${700 + (Math.floor(n / 9999) % 200)}${pad(ssnSlot(base) + 1, 2)}${pad((n % 9999) + 1, 4)}`,
    email: (base) => base.replace('@', `.${tag}@`),
    phone: (base) => `5552${pad(n % 10_000, 4)}${pad(phoneSlot(base), 2)}`,
    label: (base) => `${base} (${tag.toUpperCase()})`,
  };
}
