/**
 * Address patterns as the route table writes them: '/static/:param/*'. Static segments match
 * without regard to case, a ':name' segment takes one segment (percent-decoded), a final '*'
 * takes the rest (possibly nothing). A trailing slash in the address is ignored.
 */

import type { Parser } from 'wouter';

export type Params = Record<string, string | undefined>;

export interface PathMatch {
  params: Params;
  pathname: string;
}

const compiled = new Map<string, ReturnType<Parser>>();

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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
 * A pattern as wouter's `parser` option takes it (`loose`: a prefix is enough), so that its
 * <Switch> and <Route> match as matchPath does. Wouter's default parser (regexparam) does not
 * fit: it leaves '.' of a static segment a wildcard, and its '/x/*' needs something after the
 * slash. The captures come back decoded, an absent splat as ''.
 */
export const parsePattern: Parser = (path, loose = false) => {
  const cacheKey = `${loose ? 0 : 1}${path}`;
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
  const tail = !loose || path.endsWith('*') ? '/?$' : '(?:/|$)';
  const regexp = new RegExp(`^${source}${tail}`, 'i');
  const exec = (pathname: string) => {
    const found = regexp.exec(pathname);
    names.forEach((name, i) => {
      if (!found) return;
      const value = found[i + 1];
      if (value !== undefined) found[i + 1] = decode(value);
      else if (name === '*') found[i + 1] = '';
    });
    return found;
  };
  const result = { pattern: { exec }, keys: names };
  compiled.set(cacheKey, result);
  return result;
};

/**
 * Whether `pathname` matches `pattern` ({ path, end }; end defaults to true: the whole address),
 * and with which parameters.
 */
export function matchPath(pattern: string | { path: string; end?: boolean }, pathname: string): PathMatch | null {
  const { path, end = true } = typeof pattern === 'string' ? { path: pattern } : pattern;
  const { pattern: regexp, keys = [] } = parsePattern(path, !end);
  const found = regexp.exec(pathname);
  if (!found) return null;
  const params: Params = {};
  keys.forEach((name, i) => (params[name] = found[i + 1]));
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
