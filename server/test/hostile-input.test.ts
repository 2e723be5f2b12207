import { describe, expect, it } from 'vitest';
import { businessRows, changedRows } from './attack-rows.js';
import { loginAs, useTestApp } from './helper.js';

// Table-driven from the OpenAPI document: every route that takes a body or an id is sent, as
// admin, a NUL byte in every text, ids of 2^31 and of 20 digits, a 1 MB string and a 20 000-deep
// JSON body. Each must be a 4xx in RuoYi's {code, msg} shape, and no business table may change.

interface Parameter {
  in: string;
  name: string;
  schema?: JsonSchema;
}
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const t = await useTestApp();
const token = await loginAs(t, 'admin', 'admin123');

const typeOf = (schema: JsonSchema) => [schema.type].flat()[0];

/** A value of the property's shape whose every text is `text` and every number `number`. */
function fill(schema: JsonSchema, text: string, number: number): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return fill(schema.anyOf[0], text, number);
  switch (typeOf(schema)) {
    case 'string':
      return text;
    case 'integer':
    case 'number':
      return number;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [key, fill(property, text, number)]),
      );
    default:
      return text;
  }
}

/** `body` as JSON with its `key` set to arrays nested `depth` deep (too deep to build as a value). */
const withDeepArray = (body: Record<string, unknown>, key: string, depth: number) =>
  JSON.stringify({ ...body, [key]: '__deep__' }).replace('"__deep__"', '['.repeat(depth) + ']'.repeat(depth));

/** Whether the schema holds a property of `type` that takes any value (no enum or constant). */
function holds(schema: JsonSchema, type: 'string' | 'integer'): boolean {
  if (schema.anyOf) return schema.anyOf.some((branch) => holds(branch, type));
  if (schema.properties) return Object.values(schema.properties).some((property) => holds(property, type));
  return typeOf(schema) === type && schema.enum === undefined && schema.const === undefined;
}

function hostileCases(path: string, operation: Operation) {
  const pathParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const withParams = (value: string) =>
    pathParams.reduce((url, parameter) => url.replace(`{${parameter.name}}`, value), path);
  const cases: { name: string; url: string; payload?: string }[] = [];
  const idParams = pathParams.filter((parameter) => parameter.schema && holds(parameter.schema, 'integer'));
  // Ids beyond the integer column where the path takes ids; a NUL byte in every path parameter.
  const hostilePaths = idParams.length ? ['2147483648', '99999999999999999999', 'a%00b'] : ['a%00b'];
  if (pathParams.length) {
    for (const value of hostilePaths) cases.push({ name: `path ${value}`, url: withParams(value) });
  }
  if (bodySchema) {
    const url = withParams('1');
    const firstKey = Object.keys(bodySchema.properties ?? { value: {} })[0];
    const base = fill(bodySchema, 'x', 1) as Record<string, unknown>;
    // A case is sent only where the body has a place for its hostile value; a body without free
    // text (e.g. {userId, status}) would be a valid request, not an attack.
    if (holds(bodySchema, 'string')) {
      cases.push({
        name: 'NUL in every text',
        url,
        payload: JSON.stringify(fill(bodySchema, 'a\u0000b', 1)),
      });
    }
    if (holds(bodySchema, 'integer')) {
      cases.push(
        { name: 'ids of 2^31', url, payload: JSON.stringify(fill(bodySchema, 'x', 2147483648)) },
        {
          name: 'ids of 20 digits',
          url,
          // 20 digits do not fit a JS number: written into the JSON text itself.
          payload: JSON.stringify(fill(bodySchema, 'x', 2147483648)).replaceAll(
            '2147483648',
            '99999999999999999999',
          ),
        },
      );
    }
    cases.push(
      { name: '1 MB string', url, payload: JSON.stringify({ ...base, [firstKey]: 'x'.repeat(1024 * 1024) }) },
      { name: '20 000 deep', url, payload: withDeepArray(base, firstKey, 20_000) },
    );
  }
  return cases;
}

describe('hostile input on every route with a body or an id', () => {
  it('answers a 4xx {code, msg} and writes nothing', async () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const before = await businessRows(t);
    const problems: string[] = [];
    let sent = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const hostile of hostileCases(path, operation)) {
          sent += 1;
          const response = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url: hostile.url,
            headers: {
              authorization: `Bearer ${token}`,
              ...(hostile.payload ? { 'content-type': 'application/json' } : {}),
            },
            ...(hostile.payload ? { payload: hostile.payload } : {}),
          });
          const where = `${method.toUpperCase()} ${path} (${hostile.name}): ${response.statusCode}`;
          if (response.statusCode < 400 || response.statusCode >= 500) {
            problems.push(`${where} ${response.body.slice(0, 120)}`);
            continue;
          }
          const body = response.json() as { code?: unknown; msg?: unknown };
          if (body.code !== response.statusCode || typeof body.msg !== 'string' || !body.msg) {
            problems.push(`${where} answered ${response.body.slice(0, 120)}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(200);
    expect(problems).toEqual([]);
    expect(changedRows(before, await businessRows(t))).toEqual([]);
  });
});
