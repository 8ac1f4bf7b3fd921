/**
 * The portal's messages are ICU MessageFormat of a small kind: `{name}` placeholders and
 * `{count, plural, =0 {…} one {# item} other {# items}}`. This writes them without shipping a
 * general ICU parser to every phone; a test holds it to intl-messageformat's output for every
 * message of the app (catalog.test.ts).
 */

type Part = string | { arg: string } | { arg: string; plural: Record<string, Part[]> } | { hash: true };
/** Placeholder values; null (a thing not known) is written as nothing. */
export type MessageValues = Record<string, string | number | null | undefined>;

/** The parts of `text` from `at`, up to the `}` that closes a plural option when `inOption`. */
function parseParts(text: string, at: number, inOption: boolean): [Part[], number] {
  const parts: Part[] = [];
  let literal = '';
  const flush = () => {
    if (literal) parts.push(literal);
    literal = '';
  };
  let i = at;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '{') {
      flush();
      const [part, next] = parseArgument(text, i + 1);
      parts.push(part);
      i = next;
    } else if (c === '}' && inOption) {
      break;
    } else if (c === '#' && inOption) {
      flush();
      parts.push({ hash: true });
      i++;
    } else if (c === "'" && text[i + 1] === "'") {
      literal += "'";
      i += 2;
    } else {
      literal += c;
      i++;
    }
  }
  flush();
  return [parts, i];
}

/** `{name}` or `{name, plural, …}`, from just after its `{`; returns the index after its `}`. */
function parseArgument(text: string, at: number): [Part, number] {
  const close = text.indexOf('}', at);
  const comma = text.indexOf(',', at);
  if (close < 0) throw new Error(`Unclosed argument in "${text}"`);
  if (comma < 0 || comma > close) return [{ arg: text.slice(at, close).trim() }, close + 1];
  const arg = text.slice(at, comma).trim();
  const kindEnd = text.indexOf(',', comma + 1);
  if (text.slice(comma + 1, kindEnd).trim() !== 'plural') throw new Error(`Only plural is written: "${text}"`);
  const plural: Record<string, Part[]> = {};
  let i = kindEnd + 1;
  for (;;) {
    while (/\s/.test(text[i] ?? '')) i++;
    if (text[i] === '}') return [{ arg, plural }, i + 1];
    const open = text.indexOf('{', i);
    if (open < 0) throw new Error(`Plural option without text in "${text}"`);
    const selector = text.slice(i, open).trim();
    const [parts, end] = parseParts(text, open + 1, true);
    plural[selector] = parts;
    i = end + 1;
  }
}

const parsed = new Map<string, Part[]>();
const numbers = new Map<string, Intl.NumberFormat>();
const plurals = new Map<string, Intl.PluralRules>();
const cached = <T>(map: Map<string, T>, key: string, make: () => T): T => {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
};

function write(parts: Part[], locale: string, values: MessageValues, count?: number): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if ('hash' in part) out += cached(numbers, locale, () => new Intl.NumberFormat(locale)).format(count ?? 0);
    else if ('plural' in part) {
      const n = Number(values[part.arg] ?? 0);
      const rule = cached(plurals, locale, () => new Intl.PluralRules(locale)).select(n);
      const option = part.plural[`=${n}`] ?? part.plural[rule] ?? part.plural.other ?? [];
      out += write(option, locale, values, n);
    } else {
      const value = values[part.arg];
      // A plain placeholder writes a number as it is (as ICU does); callers format amounts themselves.
      if (value === null) continue;
      out += value === undefined ? `{${part.arg}}` : String(value);
    }
  }
  return out;
}

/** A message in `locale` with its placeholders filled from `values`. */
export function formatMessage(text: string, locale: string, values: MessageValues = {}): string {
  return write(
    cached(parsed, text, () => parseParts(text, 0, false)[0]),
    locale,
    values,
  );
}
