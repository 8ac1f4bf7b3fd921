import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { safeEncode, type ZodType } from 'zod';

/**
 * Answers are written as their contract says (packages/contracts), never with a field the
 * contract does not name: the schema is the filter. Checking an answer through zod on every call
 * cost a tenth of the signed-in account call's time, so each response schema is also compiled
 * once into a writer for the plain shapes most answers have (objects of strings, numbers,
 * booleans, enums, literals, nulls, arrays). The writer takes only the schema's keys, checks each
 * value's type, and hands every part it does not know (a union, a record, a string format, a
 * length limit) to zod itself. Any doubt (a value of the wrong type, a key missing) sends the
 * whole answer through zod, which refuses it as before: a fast answer is one zod would have
 * written the same way.
 */

/** Writes a value as JSON, or answers undefined when the value does not fit the schema. */
type Writer = (value: unknown) => string | undefined;

interface Def {
  type: string;
  checks?: unknown[];
  format?: string;
  innerType?: ZodType;
  element?: ZodType;
  values?: unknown[];
  entries?: Record<string, unknown>;
  shape?: Record<string, ZodType>;
  catchall?: ZodType;
}

const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A value JSON writes as itself (a literal or enum member zod would also pass through unchanged). */
const isJsonPrimitive = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

const isSafeIntCheck = (check: unknown) => {
  const d = defOf(check as ZodType) as Def & { check?: string };
  return d.check === 'number_format' && d.format === 'safeint';
};

/** The part of a schema this file does not write itself: zod checks and writes it. */
function byZod(schema: ZodType): Writer {
  return (value) => {
    const result = safeEncode(schema, value);
    return result.success ? JSON.stringify(result.data) : undefined;
  };
}

function objectWriter(shape: Record<string, ZodType>): Writer {
  const fields = Object.entries(shape).map(([key, schema]) => {
    const def = defOf(schema);
    const optional = def.type === 'optional' && !def.checks?.length;
    return { key, prefix: `${JSON.stringify(key)}:`, optional, write: compile(optional ? def.innerType! : schema) };
  });
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const record = value as Record<string, unknown>;
    let out = '{';
    let first = true;
    for (const field of fields) {
      const v = record[field.key];
      if (v === undefined && field.optional) continue;
      const written = field.write(v);
      if (written === undefined) return undefined;
      out += (first ? '' : ',') + field.prefix + written;
      first = false;
    }
    return `${out}}`;
  };
}

/** The writer of a schema; anything but the plain shapes below is left to zod. */
export function compile(schema: ZodType): Writer {
  const def = defOf(schema);
  // `z.int()` or `.int()`: a whole number JavaScript holds exactly (zod's own bounds for it).
  const checks = def.checks ?? [];
  if (def.type === 'number' && (def.format ?? 'safeint') === 'safeint' && checks.every(isSafeIntCheck)) {
    if (def.format || checks.length) return (v) => (Number.isSafeInteger(v) ? String(v) : undefined);
  }
  if (def.checks?.length || def.format !== undefined) return byZod(schema);
  switch (def.type) {
    case 'string':
      return (v) => (typeof v === 'string' ? JSON.stringify(v) : undefined);
    case 'number':
      return (v) => (typeof v === 'number' && Number.isFinite(v) ? JSON.stringify(v) : undefined);
    case 'boolean':
      return (v) => (typeof v === 'boolean' ? String(v) : undefined);
    case 'null':
      return (v) => (v === null ? 'null' : undefined);
    case 'literal':
    case 'enum': {
      const allowed = def.type === 'enum' ? Object.values(def.entries!) : def.values!;
      if (!allowed.every(isJsonPrimitive)) return byZod(schema);
      return (v) => (allowed.includes(v) ? JSON.stringify(v) : undefined);
    }
    case 'nullable': {
      const inner = compile(def.innerType!);
      return (v) => (v === null ? 'null' : inner(v));
    }
    case 'array': {
      const element = compile(def.element!);
      return (v) => {
        if (!Array.isArray(v)) return undefined;
        const parts: string[] = [];
        for (const item of v) {
          const written = element(item);
          if (written === undefined) return undefined;
          parts.push(written);
        }
        return `[${parts.join(',')}]`;
      };
    }
    case 'object':
      // A strict or open object (a catchall) keeps zod's own rules for the keys it does not name.
      return def.catchall ? byZod(schema) : objectWriter(def.shape!);
    default:
      return byZod(schema);
  }
}

const zodSerializer = createSerializerCompiler({});

/**
 * Fastify's serializer for every route's answers. `verify` (the test suite) writes each answer
 * both ways and fails the call when they differ, so every answer the tests see checks the writer
 * against zod.
 */
export function responseSerializer(verify: boolean): FastifySerializerCompiler<ZodType> {
  return (route) => {
    // A route's schema that is not a zod type (none today) is zod's to refuse or write.
    const write = (route.schema as { _zod?: unknown })?._zod ? compile(route.schema) : () => undefined;
    const slow = zodSerializer(route as Parameters<typeof zodSerializer>[0]);
    return (data) => {
      const fast = write(data);
      if (fast === undefined) return slow(data);
      if (verify) {
        const expected = slow(data);
        if (expected !== fast)
          throw new Error(`answer of ${route.method} ${route.url} written as ${fast}, zod ${expected}`);
      }
      return fast;
    };
  };
}
