/**
 * Address patterns as the route table writes them: '/static/:param/*'. Static segments match
 * without regard to case, a ':name' segment takes one segment (percent-decoded), a final '*'
 * takes the rest (possibly nothing). A trailing slash in the address is ignored.
 */

export type Params = Record<string, string | undefined>;

export interface PathMatch {
  params: Params;
  pathname: string;
}

interface Compiled {
  regexp: RegExp;
  names: string[];
}

const compiled = new Map<string, Compiled>();

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(path: string, end: boolean): Compiled {
  const cacheKey = `${end ? 1 : 0}${path}`;
  const known = compiled.get(cacheKey);
  if (known) return known;
  const names: string[] = [];
  let source = '';
  for (const segment of path.split('/').filter(Boolean)) {
    if (segment === '*') {
      names.push('*');
      source += '(?:/(.*))?';
    } else if (segment.startsWith(':')) {
      names.push(segment.slice(1));
      source += '/([^/]+)';
    } else {
      source += `/${escape(segment)}`;
    }
  }
  const tail = end || path.endsWith('*') ? '/?$' : '(?:/|$)';
  const result = { regexp: new RegExp(`^${source}${tail}`, 'i'), names };
  compiled.set(cacheKey, result);
  return result;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A malformed escape ("%E0%A4%A") is kept as written: the page decides what it means.
    return value;
  }
}

/**
 * Whether `pathname` matches `pattern` ({ path, end }; end defaults to true: the whole address),
 * and with which parameters.
 */
export function matchPath(pattern: string | { path: string; end?: boolean }, pathname: string): PathMatch | null {
  const { path, end = true } = typeof pattern === 'string' ? { path: pattern } : pattern;
  const { regexp, names } = compile(path, end);
  const found = regexp.exec(pathname);
  if (!found) return null;
  const params: Params = {};
  names.forEach((name, i) => {
    const value = found[i + 1];
    params[name] = value === undefined ? (name === '*' ? '' : undefined) : decode(value);
  });
  return { params, pathname: found[0] };
}

/**
 * How specific a pattern is, so that '/login' wins over '/:slug' and '*' comes last whatever
 * the order of the table: a static segment counts 10, a parameter 3, the splat takes 2 away.
 */
export function specificity(path: string): number {
  const segments = path.split('/').filter(Boolean);
  let score = segments.length;
  for (const segment of segments) {
    if (segment === '*') score -= 2;
    else score += segment.startsWith(':') ? 3 : 10;
  }
  return score;
}
