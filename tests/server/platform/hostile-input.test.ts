import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../harness';

// Hostile input against every operation of the server's own OpenAPI document: malformed
// bodies, wrong content types and hostile values in every kind of field. Nothing may answer
// 5xx, every error is in the API's error shape, and a refused request changes nothing.
// FUZZ_SEED and FUZZ_RUNS (random cases per operation) replay or widen a run.

const seed = Number(process.env.FUZZ_SEED ?? 20260513);
const runsPerOperation = Number(process.env.FUZZ_RUNS ?? 16);

const errorBodySchema = z.strictObject({
  Message: z.string(),
  ModelState: z.record(z.string(), z.array(z.string())).optional(),
});

// Attempt counters exist to count refused attempts (login, register, reset limits). Search
// counts are added to the database once a minute by a timer, for earlier searches that were
// answered: on a slow run that minute can end while any request is being judged.
const writesAllowedWhenRefused = new Set(['rate_limit_counters', 'search_counts']);

// The sandbox payment page is a page a browser opens; it answers HTML, errors included.
const htmlPages = new Set(['GET /api/Payments/Sandbox/Checkout']);

let testApp: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'stayfront-hostile-'));
  testApp = await startTestApp({ config: { DATA_DIR: dataDir } });
  await installWriteLedger();
});

afterAll(async () => {
  await testApp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('text the database cannot store', () => {
  const search = (body: unknown) =>
    send({
      method: 'POST',
      url: '/api/Availability/Search',
      payload: JSON.stringify(body),
      contentType: 'application/json',
    });
  const validSearch = {
    PropertyId: 'DEMO',
    DateFrom: daysFromToday(20),
    DateTo: daysFromToday(22),
    Rooms: [{ NumberOfAdults: 2 }],
  };

  it('is refused with a 400 naming the field, for a NUL anywhere in a body', async () => {
    const answer = await search({ ...validSearch, PromoCode: 'SUMMER\u0000' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      Message: expect.stringContaining('PromoCode'),
      ModelState: { PromoCode: [expect.stringContaining('not allowed')] },
    });

    const nested = await send({
      method: 'POST',
      url: '/api/Reservation/CheckVoucherCode',
      payload: JSON.stringify({
        PropertyId: 'DEMO',
        VoucherCode: 'GIFT',
        Rooms: [{ LeadGuest: { FirstName: 'Ann\u0000' } }],
      }),
      contentType: 'application/json',
    });
    expect(nested.statusCode).toBe(400);
    expect(Object.keys(nested.json().ModelState)).toEqual(['Rooms[0].LeadGuest.FirstName']);
  });

  it('is refused for a lone surrogate and for a NUL in a key, while emoji are welcome', async () => {
    const surrogate = await search({ ...validSearch, PropertyId: 'DEMO\ud800' });
    expect(surrogate.statusCode).toBe(400);
    expect(Object.keys(surrogate.json().ModelState)).toEqual(['PropertyId']);

    const key = await search({ ...validSearch, Rooms: [{ NumberOfAdults: 2, 'Pets\u0000': 1 }] });
    expect(key.statusCode).toBe(400);
    expect(Object.keys(key.json().ModelState)).toEqual(['Rooms[0].Pets\uFFFD']);

    const emoji = await search({ ...validSearch, PromoCode: '🏨😀' });
    expect(emoji.statusCode).toBe(200);
  });

  it('is refused in a query string and in a path', async () => {
    const query = await send({ method: 'GET', url: `/api/Company/SearchCompanies?propertyId=DEMO&query=Acme%00` });
    expect(query.statusCode).toBe(400);
    expect(query.json().ModelState).toEqual({ query: [expect.stringContaining('not allowed')] });

    const path = await send({ method: 'GET', url: '/api/Property/DEMO%00' });
    expect(path.statusCode).toBe(400);
    expect(path.json().ModelState).toEqual({ id: [expect.stringContaining('not allowed')] });
  });
});

describe('every operation of the API document, fed hostile input', () => {
  it(
    'never answers 5xx, always answers errors in the API error shape, and refused requests change nothing',
    { timeout: 120_000 },
    async () => {
      const document = testApp.app.swagger() as unknown as OpenApiDocument;
      const operations = operationsOf(document);
      expect(operations.length).toBeGreaterThan(30);

      const statuses = new Map<number, number>();
      const failures: string[] = [];
      for (const [index, operation] of operations.entries()) {
        // A read must never write, whatever it answers: its writes are looked for once, after all its cases.
        const isRead = operation.method === 'GET';
        const cases = [
          ...fixedCases(operation),
          ...fc.sample(hostileCase(operation), { seed: seed + index, numRuns: runsPerOperation }),
        ];
        for (const hostile of cases) {
          const request = hostile(baseRequest(operation));
          const answer = await send(request);
          statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
          const writes = isRead ? [] : await takeWrites();
          const problem = judge(operation, answer, writes);
          if (problem) failures.push(`${request.method} ${request.url.slice(0, 200)} (${request.label}): ${problem}`);
          if (!isRead && answer.statusCode < 300 && writes.length > 0) await settleWrites();
        }
        const readWrites = isRead
          ? (await takeWrites()).filter((write) => !writesAllowedWhenRefused.has(write.split(' ')[0]!))
          : [];
        if (readWrites.length > 0)
          failures.push(`${operation.method} ${operation.path} wrote: ${readWrites.join(', ')}`);
      }
      if (process.env.FUZZ_REPORT)
        console.info(
          `${requestCount} requests, by status: ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
        );
      expect(failures).toEqual([]);
    },
  );
});

// ---- requests ------------------------------------------------------------------------------

interface HostileRequest {
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
  headers?: Record<string, string>;
  label?: string;
}

let requestCount = 0;

// Each request comes from its own address, so the per-address limits stay out of the way
// (they are tested on their own); per-account limits still apply.
function send(request: HostileRequest) {
  requestCount += 1;
  const headers: Record<string, string> = { ...request.headers };
  if (request.contentType) headers['content-type'] = request.contentType;
  return testApp.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    remoteAddress: `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
}

function judge(
  operation: Operation,
  answer: { statusCode: number; body: string; headers: Record<string, unknown> },
  writes: string[],
): string | undefined {
  if (answer.statusCode >= 500) return `answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`;
  if (answer.statusCode < 400) return undefined;
  const refusedWrites = writes.filter((write) => !writesAllowedWhenRefused.has(write.split(' ')[0]!));
  if (refusedWrites.length > 0) return `was refused (${answer.statusCode}) yet wrote: ${refusedWrites.join(', ')}`;
  if (
    htmlPages.has(`${operation.method} ${operation.path}`) &&
    String(answer.headers['content-type']).startsWith('text/html')
  )
    return undefined;
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return `answered ${answer.statusCode} with a body that is not JSON: ${answer.body.slice(0, 200)}`;
  }
  const shape = errorBodySchema.safeParse(body);
  if (!shape.success)
    return `answered ${answer.statusCode} with an error body not in the API's error shape: ${answer.body.slice(0, 200)}`;
  return undefined;
}

// ---- the document --------------------------------------------------------------------------

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  default?: unknown;
  $ref?: string;
};

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string; required?: boolean; schema: JsonSchema }>;
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface Operation {
  method: string;
  path: string;
  parameters: Array<{ in: string; name: string; required: boolean; schema: JsonSchema }>;
  body?: JsonSchema;
  resolve(schema: JsonSchema): JsonSchema;
}

function operationsOf(document: OpenApiDocument): Operation[] {
  const resolve = (schema: JsonSchema): JsonSchema =>
    schema.$ref ? resolve(document.components?.schemas?.[schema.$ref.split('/').pop()!] ?? {}) : schema;
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: (operation.parameters ?? []).map((p) => ({
        in: p.in,
        name: p.name,
        required: p.required ?? false,
        schema: p.schema,
      })),
      ...(operation.requestBody?.content['application/json']
        ? { body: operation.requestBody.content['application/json'].schema }
        : {}),
      resolve,
    })),
  );
}

// ---- a plausible request, so that hostile values reach past the first check ----------------

interface BaseRequest {
  method: string;
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  pathTemplate: string;
  /** The same request with `text` in every field that takes free text (no format, pattern or list), or only in the `only`th. */
  withFreeText(text: string, only?: number): BaseRequest;
}

// Which free-text fields get the hostile text; `seen` counts the free-text fields met.
interface FreeText {
  text: string;
  only?: number;
  seen: number;
}

function baseRequest(operation: Operation, freeText?: FreeText): BaseRequest {
  const request: BaseRequest = {
    method: operation.method,
    path: {},
    query: {},
    headers: {},
    body: undefined,
    pathTemplate: operation.path,
    withFreeText: (text, only) => baseRequest(operation, { text, seen: 0, ...(only !== undefined ? { only } : {}) }),
  };
  for (const parameter of operation.parameters) {
    const value = plausibleValue(
      operation,
      parameter.schema,
      parameter.name,
      parameter.in === 'header' ? undefined : freeText,
    );
    const text = freeText !== undefined && value === freeText.text ? encodeLoosely(freeText.text) : String(value);
    if (parameter.in === 'path') request.path[parameter.name] = text;
    else if (parameter.in === 'query') request.query[parameter.name] = text;
    else if (parameter.in === 'header') request.headers[parameter.name] = text;
  }
  if (operation.body) request.body = plausibleValue(operation, operation.body, '', freeText);
  return request;
}

/** How many free-text fields (path, query, body) the operation has. */
function countFreeTextFields(operation: Operation): number {
  const counter: FreeText = { text: '', only: -1, seen: 0 };
  baseRequest(operation, counter);
  return counter.seen;
}

function plausibleValue(operation: Operation, given: JsonSchema, name: string, freeText?: FreeText): unknown {
  const schema = operation.resolve(given);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    const usable = choices.filter((choice) => operation.resolve(choice).type !== 'null');
    // A property reference is best given as its code; other choices take their first form.
    const preferString =
      /propertyid|propertygroupid/i.test(name) && usable.some((choice) => operation.resolve(choice).type === 'string');
    return plausibleValue(
      operation,
      (preferString ? usable.find((choice) => operation.resolve(choice).type === 'string') : usable[0]) ?? {},
      name,
      freeText,
    );
  }
  if (schema.allOf?.[0]) return plausibleValue(operation, schema.allOf[0], name, freeText);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        result[key] = plausibleValue(operation, property, key, freeText);
      return result;
    }
    case 'array':
      return [plausibleValue(operation, schema.items ?? {}, name, freeText)];
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      const wanted = /adults|partysize/i.test(name) ? 2 : Math.max(low, 1);
      return Math.min(wanted, schema.maximum ?? wanted);
    }
    case 'boolean':
      return false;
    case 'string':
      if (freeText !== undefined && !schema.format && !schema.pattern) {
        const slot = freeText.seen++;
        if (freeText.only === undefined || freeText.only === slot) return freeText.text;
      }
      return plausibleText(schema, name);
    default:
      return 'x';
  }
}

function plausibleText(schema: JsonSchema, name: string): string {
  if (/^(propertyid|id)$/i.test(name)) return 'DEMO';
  if (/propertygroupid/i.test(name)) return 'DEMO-GROUP';
  if (/^languagecode$/i.test(name)) return 'en';
  if (/currency/i.test(name)) return 'GBP';
  if (/email/i.test(name)) return `guest${requestCount}@example.com`;
  if (/password/i.test(name)) return 'Correct-Horse-Battery-9';
  if (/idempotency/i.test(name)) return `hostile-${requestCount}-key`;
  if (schema.format === 'date' || /date/i.test(name)) return daysFromToday(/to|departure/i.test(name) ? 22 : 20);
  if (schema.format === 'date-time') return new Date().toISOString();
  return 'Ashbury'.padEnd(schema.minLength ?? 1, 'x');
}

function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

// ---- hostile cases -------------------------------------------------------------------------

type Hostile = ((base: BaseRequest) => HostileRequest) & { label?: string };

const megabyte = 'a'.repeat(1024 * 1024);
const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

// Values sent in place of one field. Raw JSON text, so that what JSON.stringify cannot write
// (NaN, 1e999, duplicate or poisoned keys, 10,000 levels) is sent as well.
const hostileJsonValues: string[] = [
  'null',
  '""',
  JSON.stringify(megabyte.slice(0, 200 * 1024)),
  '-1',
  '-2147483649',
  '9007199254740993',
  '1e308',
  '-1e308',
  '1e999',
  '0.5',
  'NaN',
  '"NaN"',
  '"Infinity"',
  'true',
  '[]',
  '{}',
  '"2026-02-30"',
  '"0000-00-00"',
  '"9999-12-31"',
  '"-000001-01-01"',
  '"2026-13-01T25:61:00Z"',
  JSON.stringify('🏨😀👨‍👩‍👧'),
  JSON.stringify('\u0000'),
  JSON.stringify('a\ud800b'),
  JSON.stringify('\udfff'),
  JSON.stringify("'; drop table properties; --"),
  JSON.stringify('<script>alert(1)</script>'),
  JSON.stringify('%00%ff%ED%A0%80'),
  JSON.stringify('   '),
  JSON.stringify('9'.repeat(400)),
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  deepArray(10_000),
  deepObject(2_000),
];

// Values sent in place of one query or path parameter (already percent-encoded).
const hostileParameterValues: string[] = [
  '',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%80',
  '%FF%FE',
  '%',
  '%E2%82',
  '-1',
  '1e308',
  '9007199254740993',
  'NaN',
  '2026-02-30',
  '0000-00-00',
  '%F0%9F%8F%A8',
  encodeURIComponent("'; drop table properties; --"),
  encodeURIComponent('<script>alert(1)</script>'),
  '__proto__',
  'constructor',
  '..%2F..%2Fetc%2Fpasswd',
  'a'.repeat(2048),
];

function hostileCase(operation: Operation): fc.Arbitrary<Hostile> {
  const parameters = operation.parameters.filter((p) => p.in === 'path' || p.in === 'query');
  const options: Array<fc.Arbitrary<Hostile>> = [];
  const queryParameters = parameters.filter((p) => p.in === 'query');
  if (queryParameters.length > 0)
    options.push(fc.constantFrom(...queryParameters).map((parameter) => withRepeatedParameter(parameter.name)));
  if (parameters.length > 0) {
    options.push(
      fc
        .tuple(
          fc.constantFrom(...parameters),
          fc.oneof(
            fc.constantFrom(...hostileParameterValues),
            fc.string({ unit: 'binary', maxLength: 40 }).map(encodeLoosely),
          ),
        )
        .map(([parameter, value]) => withParameter(parameter.in, parameter.name, value)),
      fc.constantFrom(...parameters).map((parameter) => withoutParameter(parameter.in, parameter.name)),
    );
  }
  if (operation.body) {
    const fields = fieldPaths(operation, operation.body);
    const randomJson = fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null');
    options.push(
      fc
        .tuple(
          fc.constantFrom(...fields),
          fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom(...hostileJsonValues) },
            { weight: 1, arbitrary: randomJson },
          ),
        )
        .map(([field, raw]) => withBodyField(field, raw)),
      fc.constantFrom(...fields).map((field) => withoutBodyField(field)),
      fc
        .tuple(fc.constantFrom(...fields), fc.constantFrom('__proto__', 'constructor', 'a\u0000b', '', '\ud800'))
        .map(([field, key]) => withExtraKey(field, key)),
      randomJson.map((raw) => withBodyText(raw, 'application/json', 'random JSON body')),
    );
  }
  if (options.length === 0) return fc.constant((base: BaseRequest) => render(base, 'as documented'));
  return fc.oneof(...options);
}

// Text that reaches the database or a page, put in every text field at once.
const hostileTexts = [
  '\u0000',
  'a\ud800b',
  "'; drop table properties; --",
  '<script>alert(1)</script>',
  '🏨😀',
  'NaN',
  '2026-02-30',
  '0000-00-00',
];

function fixedCases(operation: Operation): Hostile[] {
  const cases: Hostile[] = [(base) => render(base, 'as documented'), ...hostileTexts.map(inEveryTextField)];
  // A NUL in each free-text field alone, so that every other field is valid and it gets as far as it can.
  const freeTextFields = countFreeTextFields(operation);
  for (let field = 0; field < freeTextFields; field++)
    cases.push((base) => render(base.withFreeText('\u0000', field), `NUL in free-text field ${field}`));
  if (operation.method === 'GET') return cases;
  const validJson = (base: BaseRequest) => JSON.stringify(base.body ?? {});
  cases.push(
    withBodyText('{"PropertyId": "DEMO", ', 'application/json', 'truncated JSON'),
    withBodyText("{'PropertyId': 'DEMO'}", 'application/json', 'single-quoted JSON'),
    withBodyText('{"a":NaN}', 'application/json', 'NaN in JSON'),
    withBodyText('', 'application/json', 'empty JSON body'),
    withBodyText('null', 'application/json', 'null body'),
    withBodyText('"text"', 'application/json', 'string body'),
    withBodyText('[1,2,3]', 'application/json', 'array body'),
    withBodyText(deepArray(10_000), 'application/json', '10,000 nested arrays'),
    withBodyText(deepObject(10_000), 'application/json', '10,000 nested objects'),
    withBodyText('{"__proto__":{"polluted":true}}', 'application/json', '__proto__ body'),
    withBodyText('{"constructor":{"prototype":{"polluted":true}}}', 'application/json', 'constructor body'),
    withBodyText(JSON.stringify({ data: megabyte }), 'application/json', '1 MB body'),
    withBodyText('\ufeff{}', 'application/json', 'byte-order mark'),
    withBodyText('{"PropertyId":"DEMO"}', 'application/json; charset=utf-16', 'UTF-16 charset'),
    (base) => ({ ...render(base, 'text/plain'), payload: validJson(base), contentType: 'text/plain' }),
    (base) => ({
      ...render(base, 'form post'),
      payload: 'PropertyId=DEMO&Password=x',
      contentType: 'application/x-www-form-urlencoded',
    }),
    (base) => ({
      ...render(base, 'multipart'),
      payload: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--',
      contentType: 'multipart/form-data; boundary=b',
    }),
    (base) => ({ ...render(base, 'XML'), payload: '<a>1</a>', contentType: 'application/xml' }),
    (base) => ({
      ...render(base, 'no content type'),
      payload: validJson(base),
      contentType: 'application/octet-stream',
    }),
  );
  return cases;
}

function render(base: BaseRequest, label: string): HostileRequest {
  let url = base.pathTemplate.replace(/\{(\w+)\}/g, (_, name: string) => encodeParameter(base.path[name] ?? ''));
  const query = Object.entries(base.query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeParameter(value)}`)
    .join('&');
  if (query) url += `?${query}`;
  const request: HostileRequest = { method: base.method, url, headers: base.headers, label };
  if (base.body !== undefined)
    return {
      ...request,
      payload: typeof base.body === 'string' ? base.body : JSON.stringify(base.body),
      contentType: 'application/json',
    };
  return request;
}

// Hostile parameter values are kept percent-encoded as written; plausible ones are encoded here.
const preEncoded = new Set(hostileParameterValues);
function encodeParameter(value: string): string {
  return preEncoded.has(value) || value.startsWith('%raw:') ? value.replace(/^%raw:/, '') : encodeURIComponent(value);
}

// Arbitrary UTF-16 in a URL; a lone surrogate, which encodeURIComponent refuses, is sent as the
// three bytes UTF-8 would give it if it were allowed.
function encodeLoosely(text: string): string {
  return `%raw:${Array.from(text, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      const unit = char.charCodeAt(0);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
  }).join('')}`;
}

function withParameter(place: string, name: string, value: string): Hostile {
  return (base) => {
    const next = { ...base, path: { ...base.path }, query: { ...base.query } };
    if (place === 'path') next.path[name] = value;
    else next.query[name] = value;
    return render(next, `${place} ${name} = ${value.slice(0, 40)}`);
  };
}

function withoutParameter(place: string, name: string): Hostile {
  return (base) => {
    const next = { ...base, path: { ...base.path }, query: { ...base.query } };
    if (place === 'path') next.path[name] = '';
    else delete next.query[name];
    return render(next, `${place} ${name} missing`);
  };
}

function withRepeatedParameter(name: string): Hostile {
  return (base) => {
    const request = render(base, `query ${name} repeated`);
    return {
      ...request,
      url: `${request.url}${request.url.includes('?') ? '&' : '?'}${encodeURIComponent(name)}=x&${encodeURIComponent(name)}=y`,
    };
  };
}

function inEveryTextField(text: string): Hostile {
  return (base) => render(base.withFreeText(text), `${JSON.stringify(text)} in every free-text field`);
}

function withBodyText(payload: string, contentType: string, label: string): Hostile {
  return (base) => ({ ...render({ ...base, body: undefined }, label), payload, contentType });
}

type FieldPath = Array<string | number>;

function fieldPaths(operation: Operation, schema: JsonSchema): FieldPath[] {
  const paths: FieldPath[] = [];
  const visit = (given: JsonSchema, path: FieldPath, depth: number) => {
    const current = operation.resolve(given);
    if (path.length > 0) paths.push(path);
    if (depth > 6) return;
    const choice = (current.anyOf ?? current.oneOf)
      ?.map(operation.resolve)
      .find((c) => c.type === 'object' || c.type === 'array');
    const shape = choice ?? current;
    for (const [key, property] of Object.entries(shape.properties ?? {})) visit(property, [...path, key], depth + 1);
    if (shape.items) visit(shape.items, [...path, 0], depth + 1);
  };
  visit(schema, [], 0);
  return paths.length > 0 ? paths : [['Field']];
}

// The body as JSON text with one field's value replaced by raw JSON text.
function withBodyField(field: FieldPath, raw: string): Hostile {
  return (base) => {
    const marker = `__hostile_${Math.random().toString(36).slice(2)}__`;
    const body = setAt(base.body, field, marker);
    const payload = JSON.stringify(body).replace(JSON.stringify(marker), raw);
    return {
      ...render({ ...base, body: undefined }, `${field.join('.')} = ${raw.slice(0, 40)}`),
      payload,
      contentType: 'application/json',
    };
  };
}

function withoutBodyField(field: FieldPath): Hostile {
  return (base) => {
    const body = setAt(base.body, field, undefined);
    return {
      ...render({ ...base, body: undefined }, `${field.join('.')} missing`),
      payload: JSON.stringify(body),
      contentType: 'application/json',
    };
  };
}

function withExtraKey(field: FieldPath, key: string): Hostile {
  return (base) => {
    const parent = field.slice(0, -1);
    const marker = `"__hostile_key__":1`;
    const holder = setAt(base.body, [...parent, '__hostile_key__'], 1);
    const payload = JSON.stringify(holder).replace(marker, `${JSON.stringify(key)}:{"polluted":true}`);
    return {
      ...render({ ...base, body: undefined }, `extra key ${JSON.stringify(key)} in ${parent.join('.') || 'body'}`),
      payload,
      contentType: 'application/json',
    };
  };
}

function setAt(value: unknown, path: FieldPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value) && typeof head === 'number') {
    const copy = [...value];
    copy[head] = setAt(copy[head], rest, replacement);
    return copy;
  }
  const record = typeof value === 'object' && value !== null ? { ...(value as Record<string, unknown>) } : {};
  const next = setAt(record[head as string], rest, replacement);
  if (next === undefined) delete record[head as string];
  else record[head as string] = next;
  return record;
}

// ---- writes ------------------------------------------------------------------------------
// Every row written, updated or deleted in any table is noted in a ledger (test database
// only), so a refused request that changed anything is caught without comparing whole tables.

async function execute(query: string): Promise<Array<Record<string, unknown>>> {
  const result = (await testApp.database.db.execute(sql.raw(query))) as unknown as
    { rows?: Array<Record<string, unknown>> } | Array<Record<string, unknown>>;
  return Array.isArray(result) ? result : (result.rows ?? []);
}

async function installWriteLedger() {
  const tables = (await execute(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)).map((row) =>
    String(row.tablename),
  );
  await execute(`CREATE TABLE test_write_ledger (id bigserial PRIMARY KEY, written text NOT NULL)`);
  await execute(
    `CREATE FUNCTION test_note_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO test_write_ledger (written) VALUES (TG_TABLE_NAME || ' ' || TG_OP); RETURN NULL; END $$`,
  );
  for (const table of tables) {
    await execute(
      `CREATE TRIGGER test_note_write AFTER INSERT OR UPDATE OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION test_note_write()`,
    );
  }
}

// Read-only unless something was written, so checking after every request stays cheap.
let ledgerSeen = 0;
async function takeWrites(): Promise<string[]> {
  const [latest] = await execute(`SELECT coalesce(max(id), 0)::text AS id FROM test_write_ledger`);
  const latestId = Number(latest?.id ?? 0);
  if (latestId === ledgerSeen) return [];
  const rows = await execute(`SELECT written FROM test_write_ledger WHERE id > ${ledgerSeen} AND id <= ${latestId}`);
  ledgerSeen = latestId;
  return [...new Set(rows.map((row) => String(row.written)))];
}

// A request that succeeded may finish its work after answering (mail, payment capture).
async function settleWrites() {
  for (let quiet = 0, tries = 0; quiet < 2 && tries < 40; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    quiet = (await takeWrites()).length === 0 ? quiet + 1 : 0;
  }
}
