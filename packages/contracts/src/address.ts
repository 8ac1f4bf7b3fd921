/**
 * A postal address on one line, the same way on every screen, notice, paper copy and staff page:
 * "12 Oak Street, Apt 2, Raleigh, NC 27601". Missing parts are left out.
 */
export interface AddressParts {
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export function addressOnOneLine(a: AddressParts): string {
  const street = [text(a.line1), text(a.line2)].filter(Boolean).join(', ');
  const place = [text(a.city), [text(a.state), text(a.zip)].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [street, place].filter(Boolean).join(', ');
}

/** The address on one line when the post can deliver to it (street, city, state and ZIP), else null. */
export function mailableAddress(a: unknown): string | null {
  if (!a || typeof a !== 'object') return null;
  const parts = a as Record<string, unknown>;
  if (!text(parts.line1) || !text(parts.city) || !text(parts.state) || !text(parts.zip)) return null;
  return addressOnOneLine(parts as AddressParts);
}
