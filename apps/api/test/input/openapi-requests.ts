import fc from 'fast-check';
import * as z from 'zod';

/** The parts of a JSON schema (as @fastify/swagger writes the routes' zod schemas) that shape values. */
export type JsonSchema = {
  type?: string | string[] | undefined;
  properties?: Record<string, JsonSchema> | undefined;
  required?: string[] | undefined;
  items?: JsonSchema | undefined;
  anyOf?: JsonSchema[] | undefined;
  enum?: unknown[] | undefined;
  nullable?: boolean | undefined;
  minimum?: number | undefined;
  maximum?: number | undefined;
  exclusiveMinimum?: boolean | number | undefined;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  minItems?: number | undefined;
  maxItems?: number | undefined;
  pattern?: string | undefined;
  format?: string | undefined;
};

const jsonSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.looseObject({
    type: z.union([z.string(), z.array(z.string())]).optional(),
    properties: z.record(z.string(), jsonSchema).optional(),
    required: z.array(z.string()).optional(),
    items: jsonSchema.optional(),
    anyOf: z.array(jsonSchema).optional(),
    enum: z.array(z.unknown()).optional(),
    nullable: z.boolean().optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    exclusiveMinimum: z.union([z.boolean(), z.number()]).optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    minItems: z.number().optional(),
    maxItems: z.number().optional(),
    pattern: z.string().optional(),
    format: z.string().optional(),
  }),
);

const parameter = z.object({
  in: z.enum(['path', 'query', 'header']),
  name: z.string(),
  required: z.boolean().optional(),
  schema: jsonSchema,
});

const operation = z.object({
  parameters: z.array(parameter).optional(),
  requestBody: z
    .object({ content: z.object({ 'application/json': z.object({ schema: jsonSchema }) }) })
    .optional(),
});

const openApiDocument = z.object({
  paths: z.record(z.string(), z.record(z.string(), operation)),
});

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The OpenAPI path, `{name}` for path parameters. */
  path: string;
  parameters: z.infer<typeof parameter>[];
  body: JsonSchema | undefined;
};

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

/** Every operation of the document (checked against the shape it must have). */
export function operationsOf(document: unknown): Operation[] {
  const { paths } = openApiDocument.parse(document);
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]): Operation => {
      const upper = METHODS.find((m) => m === method.toUpperCase());
      if (!upper) throw new Error(`unexpected method ${method} of ${path}`);
      return {
        method: upper,
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content['application/json'].schema,
      };
    }),
  );
}

/** The largest id (`idParam`): such a field takes the ids of rows the test made, or any. */
const ID_MAX = 2_147_483_647;

const WEIRD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil',
  '\t\n\r',
  '٠١٢٣٤٥٦٧٨٩',
  '１２３',
  'سيارة تويوتا',
  '🙂‍↔️👩🏽‍🔧',
  "'; drop table users; --",
  '%00',
  '../../etc/passwd',
  '<img src=x onerror=alert(1)>',
  '\\',
  '"',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  ' 42 ',
  '2147483648',
  '9007199254740993',
  'true',
  'null',
  '[]',
  '{}',
  '__proto__',
  '*',
  ':*',
  'a & b | !c <-> (d',
  'toyota:*',
  'x'.repeat(5000),
];

const WEIRD_NUMBERS = [
  0,
  -1,
  0.5,
  1.5,
  4.25,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** Values of any type, the kinds that break parsers and queries. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...WEIRD_STRINGS),
  fc.constantFrom(...WEIRD_NUMBERS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

const arabic = fc.integer({ min: 0x0600, max: 0x06ff }).map((code) => String.fromCharCode(code));

/** Characters that break text handling: NUL, a lone surrogate, direction marks, other digits. */
const ODD_CHARACTERS = [
  '\u0000',
  '\ud800',
  '\u202e',
  '\u200f',
  '\ufeff',
  '٣',
  '１',
  '🙂',
  '\\',
  "'",
  '%',
];

/** The text with one of its characters replaced by an odd one (or the odd one alone). */
function withOddCharacter(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(text, fc.constantFrom(...ODD_CHARACTERS), fc.nat()).map(([s, odd, at]) => {
    if (s.length === 0) return odd;
    const i = at % s.length;
    return `${s.slice(0, i)}${odd}${s.slice(i + 1)}`;
  });
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date') {
    return fc
      .date({ min: new Date('1900-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern !== undefined) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const size = { minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 60, 60)) };
  const text = fc.oneof(
    fc.string(size),
    fc.string({ ...size, unit: 'grapheme' }),
    fc.string({ ...size, unit: arabic }),
  );
  return fc.oneof({ weight: 2, arbitrary: text }, { weight: 1, arbitrary: withOddCharacter(text) });
}

function numberFor(schema: JsonSchema, integer: boolean, ids: readonly number[]) {
  const exclusive = schema.exclusiveMinimum === true ? 1 : 0;
  const min = (schema.minimum ?? -1_000_000) + exclusive;
  const max = schema.maximum ?? 1_000_000;
  if (!integer) {
    return fc.oneof(
      fc.integer({ min: 0, max: 10 }).map((n) => n / 2),
      fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
    );
  }
  const any = fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max });
  return schema.maximum === ID_MAX && ids.length > 0 ? fc.oneof(fc.constantFrom(...ids), any) : any;
}

/** A confirmation field (`password_confirmation`, `confirmPassword`) as its base, as a form sends it. */
function mirrored(value: Record<string, unknown>): Record<string, unknown> {
  const out = { ...value };
  for (const key of Object.keys(out)) {
    const base = key.endsWith('_confirmation')
      ? key.slice(0, -'_confirmation'.length)
      : /^confirm[A-Z]/.test(key)
        ? key.charAt(7).toLowerCase() + key.slice(8)
        : undefined;
    if (base !== undefined && base in out) out[key] = out[base];
  }
  return out;
}

/** A value the schema accepts, or nearly: its parts are sometimes hostile or left out. */
function conforming(schema: JsonSchema, ids: readonly number[]): fc.Arbitrary<unknown> {
  const base = ((): fc.Arbitrary<unknown> => {
    if (schema.enum) return fc.constantFrom(...schema.enum);
    if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => valueFor(s, ids)));
    const type = (Array.isArray(schema.type) ? schema.type[0] : schema.type) ?? 'any';
    switch (type) {
      case 'string':
        return stringFor(schema);
      case 'integer':
        return numberFor(schema, true, ids);
      case 'number':
        return numberFor(schema, false, ids);
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(valueFor(schema.items ?? {}, ids), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
        });
      case 'object': {
        const model = Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, s]) => [key, valueFor(s, ids)]),
        );
        const required = (schema.required ?? []).filter((key) => key in model);
        const record = fc.oneof(
          { weight: 4, arbitrary: fc.record(model, { requiredKeys: required }) },
          { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
        );
        const extra = fc.option(
          fc.dictionary(fc.string({ maxLength: 6 }), hostile, { maxKeys: 2 }),
        );
        return fc
          .tuple(record, extra, fc.boolean())
          .map(([known, more, mirror]) => ({ ...more, ...(mirror ? mirrored(known) : known) }));
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return schema.nullable ? fc.option(base, { nil: null }) : base;
}

/** Mostly what the schema describes, sometimes anything at all. */
export function valueFor(schema: JsonSchema, ids: readonly number[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: conforming(schema, ids) },
    { weight: 1, arbitrary: hostile },
  );
}

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser sends it). */
function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** A value as text in a path segment, query or header (objects as JSON). */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return json(value);
}

/** JSON text of a generated value (never a function or a symbol). */
function json(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value);
}

/** `key=value` pairs in the bracket encoding `qs` reads (`a[0][b]=c`). */
function queryPairs(key: string, value: unknown): [string, string][] {
  if (value === undefined) return [];
  if (Array.isArray(value)) {
    return value.flatMap((item: unknown, i) => queryPairs(`${key}[${String(i)}]`, item));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([k, item]) => queryPairs(`${key}[${k}]`, item));
  }
  return [[key, value === null ? '' : textOf(value)]];
}

/** Query strings and path segments no encoder would write. */
const RAW_QUERIES = [
  '%',
  '%zz',
  '%E0%A4%A',
  '&&=&',
  'a[=1',
  ']]=[[',
  'x[__proto__][y]=1',
  '=',
  '?',
];

/** Mostly nothing, one time in ten the value. */
function rarely<T>(value: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> {
  return fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, value);
}

const headerText = fc.stringMatching(/^[ -~]{0,24}$/);

export type Auth = 'anonymous' | 'signed-in';

export type FuzzRequest = {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  remoteAddress: string;
  payload?: string;
};

/**
 * Requests for one operation: its path, query, header and body from the document, often bent.
 * Anonymous requests sometimes carry a broken token; the caller adds a signed-in user's.
 */
export function requestsFor(
  op: Operation,
  auth: Auth,
  ids: readonly number[],
): fc.Arbitrary<FuzzRequest> {
  const param = (p: z.infer<typeof parameter>) => {
    const value = p.in === 'header' && !p.schema.enum ? headerText : valueFor(p.schema, ids);
    return p.required
      ? fc.oneof({ weight: 9, arbitrary: value }, fc.constant(undefined))
      : fc.option(value, { nil: undefined });
  };
  const params = fc.tuple(...op.parameters.map(param));
  const rawQuery = rarely(fc.constantFrom(...RAW_QUERIES));
  const rawSegment = rarely(fc.constantFrom('%', '%E0%A4%A', '%2F', '..', '%00'));
  const body = op.body
    ? fc.oneof(
        {
          weight: 12,
          arbitrary: valueFor(op.body, ids).map((v) => ({
            type: 'application/json',
            text: json(v),
          })),
        },
        { weight: 1, arbitrary: fc.constant(undefined) },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom(
              '{',
              '{"a":',
              'null',
              '[]',
              '"x"',
              '1e999',
              '{"__proto__":{"x":1}}',
              '{"constructor":{"prototype":{"x":1}}}',
            )
            .map((text) => ({ type: 'application/json', text })),
        },
        {
          weight: 1,
          arbitrary: fc
            .tuple(
              fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml'),
              fc.string(),
            )
            .map(([type, text]) => ({ type, text })),
        },
      )
    : rarely(fc.constant({ type: 'application/json', text: '{"unexpected":true}' }));
  const lang = fc.constantFrom('en', 'ar', 'fr', '');
  const credentials =
    auth === 'signed-in'
      ? fc.constant<Record<string, string>>({})
      : fc.oneof(
          { weight: 2, arbitrary: fc.constant<Record<string, string>>({}) },
          headerText.map((junk) => ({ authorization: `Bearer ${junk}` })),
          headerText.map((junk) => ({ cookie: `auth_token=${encodeURIComponent(junk)}` })),
        );
  // Every request from its own address, so per-address rate limits answer 429 rarely.
  const remoteAddress = fc.ipV4();

  return fc
    .record({ params, rawQuery, rawSegment, body, lang, credentials, remoteAddress })
    .map(
      ({
        params: values,
        rawQuery: raw,
        rawSegment: segment,
        body: sent,
        lang: language,
        credentials: creds,
        remoteAddress: address,
      }) => {
        let path = op.path;
        const query: [string, string][] = [];
        const headers: Record<string, string> = { lang: language, ...creds };
        op.parameters.forEach((p, i) => {
          const value = values[i];
          if (p.in === 'path') {
            const text = value === undefined ? '' : percentEncode(textOf(value));
            path = path.replace(`{${p.name}}`, segment ?? text);
          } else if (p.in === 'query') {
            query.push(...queryPairs(p.name, value));
          } else if (value !== undefined) {
            headers[p.name] = textOf(value);
          }
        });
        const pairs = query.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`);
        if (raw !== undefined) pairs.push(raw);
        const url = pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
        if (!sent) return { method: op.method, url, headers, remoteAddress: address };
        return {
          method: op.method,
          url,
          remoteAddress: address,
          headers: { ...headers, 'content-type': sent.type },
          payload: sent.text,
        };
      },
    );
}
