import fc from 'fast-check';
import { type Method, writeXlsx } from './helper.js';
import { multipart, samples } from './multipart.js';

// What the attack suite sends and what no answer may hold. Every request is drawn by fast-check
// from its operation's own parameter and body schemas in the OpenAPI document, then spoilt in one
// way (an attack kind): so a route added tomorrow is attacked with the rest, by its own shape.

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** One operation of the document: what the suite attacks. */
export interface Target {
  method: Method;
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body?: JsonSchema;
}

/** Every operation of the document, its parameters split by where they go. */
export function targetsOf(document: OpenApiDocument): Target[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      return {
        method: method.toUpperCase() as Method,
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      };
    }),
  );
}

/** A request as `app.inject` takes it, labelled with the attack it makes. */
export interface AttackRequest {
  kind: string;
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

/** JSON text put into a body as it is: numbers no JS number holds, nesting too deep to build. */
class RawJson {
  constructor(readonly text: string) {}
}

/** `value` as JSON text, RawJson parts written as they are. */
function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, part: unknown) =>
    part instanceof RawJson ? `@@raw${raws.push(part.text) - 1}@@` : part,
  );
  return (text ?? 'null').replace(/"@@raw(\d+)@@"/g, (_match, index: string) => raws[Number(index)]);
}

/** Percent-encodes text as UTF-8 (a lone surrogate becomes U+FFFD, as a browser sends it). */
const encode = (text: string) =>
  encodeURIComponent(
    text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );

// ---- the payloads ----

/** Injections of every family; none names a word the leak checks look for, so an echo is no leak. */
export const HOSTILE_TEXTS = [
  "' OR '1'='1",
  '1 OR 1=1',
  '1; DROP TABLE sys_user; --',
  "' UNION SELECT user_name, password FROM sys_user --",
  "admin'--",
  '" OR ""="',
  "1' AND SLEEP(5)--",
  "%' AND 1=1 AND '%'='",
  "\\'; --",
  '$1',
  '?',
  '%',
  '_',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '<svg onload=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '%s%s%n',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....//....//etc/passwd',
  'file:///etc/passwd',
  'http://169.254.169.254/latest/meta-data/',
  'a\u0000b',
  '\u0000',
  '\ud800',
  '\udfff\ud800',
  '\u202emoc.elpmaxe',
  '\ufeff',
  '\r\nSet-Cookie: a=b',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  ' ',
  '',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '𝕏𝕚𝕖𝕙𝕦𝕚 👨‍👩‍👧 ﷽',
];

/** Values no id column holds: zero, negatives, beyond 32 and 53 bits, fractions, exponents. */
const OUT_OF_RANGE_IDS: unknown[] = [
  0,
  -1,
  2_147_483_648,
  -2_147_483_649,
  4_294_967_296,
  new RawJson('9007199254740993'),
  new RawJson('99999999999999999999'),
  new RawJson('1e400'),
  new RawJson('-0'),
  1.5,
  1e21,
];

/** The same, as path and query text; some are not numbers at all. */
const OUT_OF_RANGE_ID_TEXTS = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  '1.5',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  ' 1',
  '1,,2',
  '1,',
  Array.from({ length: 600 }, (_, index) => index + 1).join(','),
];

/** Bytes that are not UTF-8 (a lone continuation, an overlong '/', an encoded surrogate, a cut character). */
const INVALID_UTF8 = Buffer.from([0xff, 0xfe, 0x80, 0xc0, 0xaf, 0xed, 0xa0, 0x80, 0xe4, 0xb8]);
const INVALID_UTF8_ENCODED = [...INVALID_UTF8].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');

/** Objects whose keys try to reach Object.prototype through a careless merge. */
const POLLUTERS = [
  '{"__proto__":{"polluted":"yes","isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"__proto__":{"__proto__":{"polluted":"yes"}}}',
].map((text) => JSON.parse(text) as Record<string, unknown>);

/** Query keys that try the same through a nested-query parser. */
const POLLUTING_QUERY = [
  '__proto__[polluted]=yes',
  'constructor[prototype][polluted]=yes',
  '__proto__.polluted=yes',
  '__proto__=x',
  'constructor=x',
];

/** Headers a client controls: forged and oversized tokens, forwarded addresses, languages. */
const HOSTILE_HEADERS: Record<string, string>[] = [
  { authorization: `Bearer ${'x'.repeat(16 * 1024)}` },
  { authorization: "Bearer ' OR '1'='1" },
  { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJ1c2VySWQiOjEsInJvbGVzIjpbImFkbWluIl19.' },
  { authorization: 'Basic YWRtaW46YWRtaW4xMjM=' },
  { authorization: 'Bearer' },
  { 'x-forwarded-for': "127.0.0.1, ' OR 1=1 --, <script>" },
  { 'x-real-ip': '::ffff:999.1.1.1' },
  { 'accept-language': `zz;q=2, ${'en-US,'.repeat(2000)}` },
  { 'user-agent': `<script>alert(1)</script>${'A'.repeat(8 * 1024)}` },
  { cookie: '__proto__=x; constructor=y' },
];

/** Column and direction spellings a sort must never put into SQL. */
const SORT_INJECTIONS = {
  orderByColumn: [
    'userId; DROP TABLE sys_user',
    'createTime desc, (SELECT 1)',
    '1',
    'password',
    'constructor',
    '__proto__',
    'toString',
    'valueOf',
    'noSuchColumn',
    'x'.repeat(41),
    '',
  ],
  isAsc: ['asc; DROP TABLE sys_user', 'ASC', 'DESC', 'descending ', '1', '', 'asc,desc'],
};

const MEGABYTE = 1024 * 1024;

// ---- values drawn from a schema ----

const typeOf = (schema: JsonSchema) => [schema.type].flat()[0];

/** Characters people type: ASCII, Chinese, and some beyond the Basic Multilingual Plane. */
const typedCharacter = fc.oneof(
  { arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }), weight: 4 },
  {
    arbitrary: fc.integer({ min: 0x4e00, max: 0x9fff }).map((code) => String.fromCodePoint(code)),
    weight: 3,
  },
  { arbitrary: fc.constantFrom('é', 'ß', 'Ω', '😀', '𠀀', '\u200b', '\t', '\n'), weight: 1 },
);

/** Texts real forms hold: a pattern that takes one of them is tried with it as well as with its own draws. */
const REAL_TEXTS = [
  '2026-01-02 03:04:05',
  '2026-01-02',
  '13800138000',
  'zhangsan@example.com',
  'https://example.com/',
  '/profile/upload/2026/01/02/a.png',
  '1',
  '1,2,3',
  'abc',
  'member_apply',
  'image',
  '0 0 2 * * ?',
  '11010519491231002X',
];

function validText(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 200, Math.max(minLength, 40));
  const free = fc.string({ unit: typedCharacter, minLength, maxLength });
  if (!schema.pattern) return free;
  const pattern = new RegExp(schema.pattern, 'u');
  const fits = (text: string) =>
    pattern.test(text) && [...text].length >= minLength && [...text].length <= (schema.maxLength ?? Infinity);
  const real = REAL_TEXTS.filter(fits);
  // Free text fits the common "no NUL byte" pattern; other patterns are drawn from their expression.
  const drawn = pattern.test('自由 text')
    ? free.filter(fits)
    : fc.stringMatching(pattern, { size: 'xsmall' }).filter(fits);
  return real.length ? fc.oneof(fc.constantFrom(...real), drawn) : drawn;
}

function validInteger(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  // Small ids name seeded rows, so a valid request reaches a real record now and then.
  return fc.oneof(fc.integer({ min, max: Math.min(max, min + 20) }), fc.integer({ min, max }));
}

// Building an arbitrary (a pattern's above all) costs more than drawing from it: each schema's and
// each target's is built once for the whole run.
const validValues = new WeakMap<JsonSchema, fc.Arbitrary<unknown>>();
const validPlans = new WeakMap<Target, fc.Arbitrary<Plan>>();

/** A value the schema accepts. */
function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  let arbitrary = validValues.get(schema);
  if (!arbitrary) validValues.set(schema, (arbitrary = buildValidValue(schema)));
  return arbitrary;
}

function buildValidValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(validValue));
  switch (typeOf(schema)) {
    case 'string':
      return validText(schema);
    case 'integer':
      return validInteger(schema);
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, Math.max(schema.minItems ?? 0, 5)),
      });
    case 'object':
      return validObject(schema);
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  return fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, validValue(property)])),
    { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
  );
}

/** Values of every JSON type but the schema's own. */
function wrongTypes(schema: JsonSchema): unknown[] {
  const type = typeOf(schema) ?? typeOf(schema.anyOf?.[0] ?? {});
  const all: [string, unknown][] = [
    ['string', 'text'],
    ['integer', 12],
    ['number', -1.5],
    ['boolean', true],
    ['null', null],
    ['array', ['x', 1]],
    ['object', { a: 1 }],
  ];
  return all
    .filter(([name]) => name !== type && !(type === 'number' && name === 'integer'))
    .map(([, v]) => v);
}

/** Values at and just past the schema's limits. */
function boundaries(schema: JsonSchema): unknown[] {
  const values: unknown[] = [];
  const { minLength, maxLength, minimum, maximum, maxItems } = schema;
  if (typeOf(schema) === 'string') {
    values.push('');
    if (maxLength !== undefined) values.push('界'.repeat(maxLength), 'x'.repeat(maxLength + 1));
    if (minLength) values.push('x'.repeat(minLength - 1));
  }
  if (minimum !== undefined) values.push(minimum, minimum - 1);
  if (maximum !== undefined) values.push(maximum, maximum + 1);
  if (typeOf(schema) === 'array')
    values.push(
      [],
      Array.from({ length: (maxItems ?? 100) + 1 }, () => 1),
    );
  for (const branch of schema.anyOf ?? []) values.push(...boundaries(branch));
  return values.length ? values : [''];
}

/** A value that attacks one field: a wrong type, a limit, an injection, an impossible id, a polluter. */
function hostileValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...wrongTypes(schema)),
    fc.constantFrom(...boundaries(schema)),
    fc.constantFrom(...HOSTILE_TEXTS),
    fc.constantFrom(...OUT_OF_RANGE_IDS),
    fc.constantFrom(...POLLUTERS),
  );
}

// ---- requests ----

/** What a request carries before it is written out. */
interface Plan {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** Query text appended as it is (already encoded, or deliberately not). */
  rawQuery?: string;
  body?: unknown;
  /** A body sent instead of `body`, with its content type. */
  rawBody?: { contentType: string; payload: string | Buffer };
  /** Headers beside the body's; a logged-in caller's own token replaces any `authorization` here. */
  headers?: Record<string, string>;
}

const remoteAddress = fc
  .tuple(fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 254 }))
  .map(([a, b, c]) => `10.${a}.${b}.${c}`);

function queryText(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else if (value !== null && typeof value === 'object')
      for (const [sub, item] of Object.entries(value)) add(`${key}[${sub}]`, item);
    else pairs.push(`${encode(key)}=${encode(String(value instanceof RawJson ? value.text : value))}`);
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  return pairs.join('&');
}

function write(target: Target, kind: string, plan: Plan, address: string): AttackRequest {
  const url = target.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = plan.params[name];
    // The wildcard of /profile/{*} is a file path: its slashes stay, so traversals reach the route.
    return name === '*' ? encode(String(value)).replace(/%2F/g, '/') : encode(String(value));
  });
  const query = [queryText(plan.query), plan.rawQuery].filter(Boolean).join('&');
  const headers: Record<string, string> = { ...plan.headers };
  let payload: string | Buffer | undefined;
  if (plan.rawBody) {
    if (plan.rawBody.contentType) headers['content-type'] = plan.rawBody.contentType;
    payload = plan.rawBody.payload;
  } else if (plan.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = jsonText(plan.body);
  }
  return {
    kind,
    method: target.method,
    url: query ? `${url}?${query}` : url,
    headers,
    ...(payload === undefined ? {} : { payload }),
    remoteAddress: address,
  };
}

const takesBody = (target: Target) => target.method === 'POST' || target.method === 'PUT';

/** A valid request's parts: every path parameter, some query parameters, a body of the schema. */
function validPlan(target: Target): fc.Arbitrary<Plan> {
  let arbitrary = validPlans.get(target);
  if (!arbitrary) validPlans.set(target, (arbitrary = buildValidPlan(target)));
  return arbitrary;
}

function buildValidPlan(target: Target): fc.Arbitrary<Plan> {
  const params = fc.record(
    Object.fromEntries(
      target.pathParams.map((parameter) => [
        parameter.name,
        parameter.name === '*'
          ? fc.constantFrom('upload/2026/01/02/a.png', 'avatar/a.jpg', 'x.txt')
          : validValue(parameter.schema ?? {}),
      ]),
    ),
  );
  const query = fc.record(
    Object.fromEntries(
      target.queryParams.map((parameter) => [parameter.name, validValue(parameter.schema ?? {})]),
    ),
    {
      requiredKeys: target.queryParams
        .filter((parameter) => parameter.required)
        .map((parameter) => parameter.name),
    },
  );
  const body = target.body ? validValue(target.body) : fc.constant(undefined);
  return fc.record({ params, query, body });
}

/** The fields a request has: path and query parameters, and the body's properties. */
function fieldsOf(
  target: Target,
): { place: 'params' | 'query' | 'body'; name: string; schema: JsonSchema }[] {
  return [
    ...target.pathParams.map((parameter) => ({
      place: 'params' as const,
      name: parameter.name,
      schema: parameter.schema ?? {},
    })),
    ...target.queryParams.map((parameter) => ({
      place: 'query' as const,
      name: parameter.name,
      schema: parameter.schema ?? {},
    })),
    ...Object.entries(target.body?.properties ?? {}).map(([name, schema]) => ({
      place: 'body' as const,
      name,
      schema,
    })),
  ];
}

/** `plan` with `place.name` set to `value` (the body made an object when it was none). */
function withField(plan: Plan, place: 'params' | 'query' | 'body', name: string, value: unknown): Plan {
  if (place === 'body') {
    const body = plan.body && typeof plan.body === 'object' ? plan.body : {};
    return { ...plan, body: { ...body, [name]: value } };
  }
  return { ...plan, [place]: { ...plan[place], [name]: value } };
}

/** `plan` with every field given a value drawn from `valueOf(its schema)`. */
function everyField(
  target: Target,
  valueOf: (schema: JsonSchema) => fc.Arbitrary<unknown>,
): (plan: Plan) => fc.Arbitrary<Plan> {
  const fields = fieldsOf(target);
  return (plan) =>
    fc
      .tuple(...fields.map((field) => valueOf(field.schema)))
      .map((values) =>
        fields.reduce(
          (spoilt, field, index) => withField(spoilt, field.place, field.name, values[index]),
          plan,
        ),
      );
}

/** A spreadsheet as an import takes it, every cell hostile; and the same cut short (a broken zip). */
const hostileSheet = await writeXlsx('Sheet1', HOSTILE_TEXTS.slice(0, 12), [
  HOSTILE_TEXTS.slice(12, 24),
  [-1, 1e21, new Date(0)],
]);
const SHEETS = [hostileSheet, hostileSheet.subarray(0, hostileSheet.length / 2)];

/** A multipart body: one file (an image, a spreadsheet, random bytes…) under a hostile name. */
const multipartBody = fc
  .record({
    filename: fc.constantFrom(
      'a.png',
      '../../../a.png',
      'a\u0000.png',
      '<script>.png',
      `${'x'.repeat(300)}.png`,
      '.htaccess',
      'a.php.png',
      '',
      'a.xlsx',
    ),
    content: fc.oneof(
      fc.constantFrom(
        samples.png,
        samples.jpg,
        samples.pdf,
        samples.exe,
        samples.html,
        samples.svg,
        Buffer.alloc(0),
        ...SHEETS,
      ),
      fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
    ),
    field: fc.constantFrom('file', 'files', 'updateSupport', '__proto__'),
  })
  .map(({ filename, content, field }) => {
    const body = multipart([
      { name: field, filename, content },
      { name: 'updateSupport', content: 'true' },
    ]);
    return { contentType: body.headers['content-type'], payload: body.payload };
  });

/** `{..."key": [[[…]]]}`: a body nested `depth` deep. */
const deepBody = (target: Target, depth: number, open: string, close: string) =>
  new RawJson(
    `{"${Object.keys(target.body?.properties ?? { value: 0 })[0]}":${open.repeat(depth)}1${close.repeat(depth)}}`,
  );

/**
 * The attack kinds, in the order a target's requests cycle through them. Each spoils a valid
 * request drawn from the target's schemas in one way; a kind that has nothing to spoil in a
 * target (no body, no sort) spoils what the target has instead.
 */
const ATTACKS: Record<string, (target: Target) => fc.Arbitrary<[Plan, string?]>> = {
  valid: (target) => validPlan(target).map((plan) => [plan]),

  /** One field (parameter or body property) given a hostile value. */
  field: (target) => {
    const fields = fieldsOf(target);
    if (!fields.length) return ATTACKS.extra(target);
    return fc
      .tuple(validPlan(target), fc.nat(fields.length - 1))
      .chain(([plan, index]) =>
        hostileValue(fields[index].schema).map((value): [Plan, string] => [
          withField(plan, fields[index].place, fields[index].name, value),
          fields[index].name,
        ]),
      );
  },

  /** Every field of a wrong JSON type. */
  wrongTypes: (target) =>
    validPlan(target).chain((plan) =>
      everyField(target, (schema) => fc.constantFrom(...wrongTypes(schema)))(plan).map((spoilt) => [spoilt]),
    ),

  /** Every field at or just past its limits. */
  boundaries: (target) =>
    validPlan(target).chain((plan) =>
      everyField(target, (schema) => fc.constantFrom(...boundaries(schema)))(plan).map((spoilt) => [spoilt]),
    ),

  /**
   * Unknown fields and prototype-polluting keys added, half the time a required field left out;
   * a hostile header beside them.
   */
  extra: (target) =>
    fc
      .tuple(
        validPlan(target),
        fc.constantFrom(...POLLUTERS),
        fc.constantFrom(...POLLUTING_QUERY),
        fc.boolean(),
        fc.constantFrom(...HOSTILE_HEADERS),
      )
      .map(([plan, polluter, pollutingQuery, leaveOut, headers]): [Plan] => {
        const missing = leaveOut ? [target.body?.required?.[0], target.queryParams[0]?.name] : [];
        const kept = (fields: object) => Object.entries(fields).filter(([key]) => !missing.includes(key));
        const body =
          plan.body && typeof plan.body === 'object' ? Object.fromEntries(kept(plan.body)) : undefined;
        return [
          {
            ...plan,
            headers,
            query: Object.fromEntries(kept(plan.query)),
            rawQuery: `${pollutingQuery}&unknownParam=1`,
            // Someone else's id and a flag no form has, beside the polluting keys.
            ...(body ? { body: { ...body, ...polluter, unknownField: 'x', userId: 1, admin: true } } : {}),
          },
        ];
      }),

  /** Ids no column holds, in the path, the query and the body. */
  ids: (target) =>
    validPlan(target).chain((plan) =>
      fc
        .record({
          path: fc.constantFrom(...OUT_OF_RANGE_ID_TEXTS),
          value: fc.constantFrom(...OUT_OF_RANGE_IDS),
        })
        .map(({ path, value }): [Plan] => [
          fieldsOf(target).reduce(
            (spoilt, field) =>
              field.place === 'params'
                ? withField(spoilt, 'params', field.name, path)
                : typeOf(field.schema) === 'integer' || /Ids?$/.test(field.name)
                  ? withField(spoilt, field.place, field.name, value)
                  : spoilt,
            plan,
          ),
        ]),
    ),

  /** A 1 MB string: just past the body limit, or just under it; 64 KB in the query and path. */
  huge: (target) =>
    fc.tuple(validPlan(target), fc.boolean()).map(([plan, pastLimit]): [Plan] => {
      const [first] = fieldsOf(target).filter((field) => field.place !== 'body');
      const spoilt = first ? withField(plan, first.place, first.name, 'x'.repeat(64 * 1024)) : plan;
      if (!takesBody(target)) return [{ ...spoilt, rawQuery: `huge=${'y'.repeat(64 * 1024)}` }];
      const key = Object.keys(target.body?.properties ?? { value: 0 })[0];
      const size = pastLimit ? MEGABYTE : MEGABYTE - 1024;
      const body = plan.body && typeof plan.body === 'object' ? plan.body : {};
      return [{ ...spoilt, body: { ...body, [key]: '大'.repeat(size / 3) } }];
    }),

  /** JSON nested thousands deep (arrays or objects). */
  deep: (target) =>
    fc
      .tuple(validPlan(target), fc.constantFrom(100, 10_000, 100_000), fc.boolean())
      .map(([plan, depth, arrays]): [Plan] => [
        takesBody(target)
          ? { ...plan, body: deepBody(target, depth, arrays ? '[' : '{"a":', arrays ? ']' : '}') }
          : { ...plan, rawQuery: `a${'[a]'.repeat(depth / 100)}=1` },
      ]),

  /** Bytes that are not UTF-8 in the query and in the body, or NUL bytes and lone surrogates in every text. */
  bytes: (target) =>
    fc
      .tuple(
        validPlan(target).chain(
          everyField(target, (schema) =>
            typeOf(schema) === 'string'
              ? fc.constantFrom('a\u0000b', '\u0000', '\ud800x')
              : validValue(schema),
          ),
        ),
        fc.boolean(),
      )
      .map(([spoilt, rawBytes]): [Plan] => {
        const [first] = target.queryParams;
        const rawQuery = `${first ? encode(first.name) : 'q'}=${INVALID_UTF8_ENCODED}&bad=%E4%B8&%=%`;
        if (!rawBytes || !takesBody(target)) return [{ ...spoilt, rawQuery }];
        const key = Object.keys(target.body?.properties ?? { value: 0 })[0];
        const payload = Buffer.concat([Buffer.from(`{"${key}":"`), INVALID_UTF8, Buffer.from('"}')]);
        return [{ ...spoilt, rawQuery, rawBody: { contentType: 'application/json', payload } }];
      }),

  /** A body that is not what the route reads: other content types, JSON that is not an object, broken JSON, files. */
  content: (target) =>
    fc
      .tuple(
        validPlan(target),
        fc.oneof(
          fc.constantFrom(
            { contentType: 'application/json', payload: '' },
            { contentType: 'application/json', payload: 'null' },
            { contentType: 'application/json', payload: '[]' },
            { contentType: 'application/json', payload: '"x"' },
            { contentType: 'application/json', payload: '1' },
            { contentType: 'application/json', payload: '{' },
            { contentType: 'application/json', payload: '{"a":1,}' },
            { contentType: 'application/json', payload: '\ufeff{}' },
            { contentType: 'application/json; charset=latin1', payload: '{}' },
            { contentType: 'text/plain', payload: '{}' },
            {
              contentType: 'application/xml',
              payload:
                '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
            },
            {
              contentType: 'application/x-www-form-urlencoded',
              payload: 'a=1&__proto__[polluted]=yes&pageNum=-1',
            },
            { contentType: 'multipart/form-data', payload: '--x\r\n' },
            {
              contentType: 'multipart/form-data; boundary=x',
              payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n',
            },
            { contentType: '', payload: '{}' },
          ),
          multipartBody,
        ),
      )
      .map(([plan, rawBody]): [Plan] => [{ ...plan, rawBody }]),

  /** SQL and script in every text; injections into the sort when the target sorts. */
  injections: (target) =>
    validPlan(target).chain((plan) =>
      fc
        .tuple(
          everyField(target, (schema) =>
            typeOf(schema) === 'string' ? fc.constantFrom(...HOSTILE_TEXTS) : validValue(schema),
          )(plan),
          fc.constantFrom(...SORT_INJECTIONS.orderByColumn),
          fc.constantFrom(...SORT_INJECTIONS.isAsc),
        )
        .map(([spoilt, orderByColumn, isAsc]): [Plan] => {
          const sorts = target.queryParams.some((parameter) => parameter.name === 'orderByColumn');
          return [sorts ? { ...spoilt, query: { ...spoilt.query, orderByColumn, isAsc } } : spoilt];
        }),
    ),

  /** Staff lists and the sort fields: RuoYi's orderByColumn and isAsc with injections, nothing else spoilt. */
  sort: (target) =>
    target.queryParams.some((parameter) => parameter.name === 'orderByColumn')
      ? fc
          .tuple(
            validPlan(target),
            fc.constantFrom(...SORT_INJECTIONS.orderByColumn),
            fc.constantFrom(...SORT_INJECTIONS.isAsc),
          )
          .map(([plan, orderByColumn, isAsc]): [Plan] => [
            { ...plan, query: { ...plan.query, orderByColumn, isAsc } },
          ])
      : takesBody(target) && !target.body
        ? multipartBody.chain((rawBody) => validPlan(target).map((plan): [Plan] => [{ ...plan, rawBody }]))
        : ATTACKS.field(target),
};

export const ATTACK_KINDS = Object.keys(ATTACKS);

/**
 * The requests for one target, `count` of them cycling through the attack kinds, drawn from
 * `seed`: the same seed draws the same requests, so a failure replays.
 */
export function attackRequests(target: Target, count: number, seed: number): AttackRequest[] {
  const kinds = Array.from({ length: count }, (_, index) => ATTACK_KINDS[index % ATTACK_KINDS.length]);
  const drawn = fc.sample(fc.tuple(...kinds.map((kind) => fc.tuple(ATTACKS[kind](target), remoteAddress))), {
    seed,
    numRuns: 1,
  })[0];
  return drawn.map(([[plan, field], address], index) =>
    write(target, field ? `${kinds[index]}:${field}` : kinds[index], plan, address),
  );
}

/** A seed for one target and caller, from the run's seed: each replays on its own. */
export function seedOf(runSeed: number, ...parts: string[]): number {
  let hash = runSeed | 0;
  for (const char of parts.join(' ')) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

// ---- what no answer may hold ----

/** Signs of internals in an answer: each names what leaked. */
export function leakPatterns(repoRoot: string): [string, RegExp][] {
  return [
    // A frame, raw or inside a JSON string, or a file position; a JS error's name.
    [
      'a stack trace',
      /(?:\n|\\n)\s+at \S|\([^()\s]+\.[cm]?[jt]s:\d+:\d+\)|\b(?:Type|Reference|Range|Syntax)Error\b/,
    ],
    [
      'SQL or a database message',
      /\b(?:select|insert into|update|delete from)\s+(?:\\?"|\*|\(|distinct\b)|sqlite|syntax error|\bviolates\b|duplicate key|no such (?:table|column)|(?:relation|column|table|function) \\?"[^"]*" does not exist|invalid input syntax|out of range for type|\bKysely/i,
    ],
    [
      'a filesystem path',
      new RegExp(
        `/work/|/home/|/tmp/|/root/|node_modules|${repoRoot.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      ),
    ],
  ];
}

/** Content types whose text is read for leaks (files such as spreadsheets are not text). */
const TEXT_ANSWER = /json|text|calendar|xml|^$/;

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** What is wrong with an answer: a 5xx, a leak, an error body not in RuoYi's `{code, msg}`. */
export function answerProblems(answer: Answer, leaks: [string, RegExp][]): string[] {
  const problems: string[] = [];
  if (answer.statusCode >= 500) problems.push(`answered ${answer.statusCode}`);
  const contentType = String(answer.headers['content-type'] ?? '');
  if (TEXT_ANSWER.test(contentType)) {
    for (const [what, pattern] of leaks) {
      const match = pattern.exec(answer.body);
      if (match)
        problems.push(
          `shows ${what}: …${answer.body.slice(Math.max(0, match.index - 40), match.index + 60)}…`,
        );
    }
  }
  if (answer.statusCode >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      body = undefined;
    }
    const { code, msg, ...rest } = (body ?? {}) as { code?: unknown; msg?: unknown; errors?: unknown };
    const extra = Object.keys(rest).filter((key) => key !== 'errors');
    if (code !== answer.statusCode || typeof msg !== 'string' || !msg || extra.length) {
      problems.push(`error body is not {code, msg}: ${answer.body.slice(0, 160)}`);
    }
  }
  return problems;
}
