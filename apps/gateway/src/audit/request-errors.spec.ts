import { CATEGORY_IDS, httpValidationErrorSchema, validatorFor } from '@seo/contracts';
import { call, postJson, type Answer } from '../testing/listening-app';
import { startTestAuditApp, type TestAuditApp } from '../testing/test-audit-app';

const CATEGORIES = CATEGORY_IDS.map((id) => `'${id}'`);
const EXPECTED_CATEGORIES = `${CATEGORIES.slice(0, -1).join(', ')} or ${CATEGORIES.at(-1)}`;
const LONG_URL = `https://example.com/${'a'.repeat(2048)}`;
const URL_BODY_ROUTES = ['/scan/quick', '/scan/full', '/google/index', '/google/check', '/backlinks/check'];
const URL_LIST_ROUTES = ['/google/index/bulk', '/google/check/bulk', '/backlinks/check/bulk'];

describe('bad input on the audit surface', () => {
  let surface: TestAuditApp;
  let baseUrl: string;
  const answers: Answer[] = [];

  beforeAll(async () => {
    surface = await startTestAuditApp();
    baseUrl = surface.baseUrl;
  });

  afterAll(() => surface.close());

  async function expectAnswer(answer: Promise<Answer>, status: number, body: unknown): Promise<Answer> {
    const settled = await answer;
    answers.push(settled);
    expect({ status: settled.status, body: settled.body }).toEqual({ status, body });
    expect(settled.headers.get('content-type')).toMatch(/^application\/json/);
    if (status === 422) expect(validatorFor(httpValidationErrorSchema)(settled.body)).toBe(true);
    return settled;
  }

  describe('422 in FastAPI HTTPValidationError shape', () => {
    it.each(URL_BODY_ROUTES)('POST %s: a missing url', async (route) => {
      await expectAnswer(postJson(baseUrl, route, { other: 1 }), 422, {
        detail: [{ type: 'missing', loc: ['body', 'url'], msg: 'Field required', input: { other: 1 } }],
      });
    });

    it.each(URL_BODY_ROUTES)('POST %s: a url that is not a string', async (route) => {
      await expectAnswer(postJson(baseUrl, route, { url: 42 }), 422, {
        detail: [{ type: 'string_type', loc: ['body', 'url'], msg: 'Input should be a valid string', input: 42 }],
      });
    });

    it('a url over 2048 characters', async () => {
      await expectAnswer(postJson(baseUrl, '/scan/quick', { url: LONG_URL }), 422, {
        detail: [
          {
            type: 'string_too_long',
            loc: ['body', 'url'],
            msg: 'String should have at most 2048 characters',
            input: LONG_URL,
            ctx: { max_length: 2048 },
          },
        ],
      });
    });

    it('a url that is not http(s)', async () => {
      await expectAnswer(postJson(baseUrl, '/scan/full', { url: 'ftp://example.com/file' }), 422, {
        detail: [
          {
            type: 'url_scheme',
            loc: ['body', 'url'],
            msg: "URL scheme should be 'http' or 'https'",
            input: 'ftp://example.com/file',
            ctx: { expected_schemes: "'http' or 'https'" },
          },
        ],
      });
    });

    it('a url that does not parse', async () => {
      await expectAnswer(postJson(baseUrl, '/scan/quick', { url: 'example.com/page' }), 422, {
        detail: [
          {
            type: 'url_parsing',
            loc: ['body', 'url'],
            msg: 'Input should be a valid URL, relative URL without a base',
            input: 'example.com/page',
            ctx: { error: 'relative URL without a base' },
          },
        ],
      });
    });

    it.each([
      ['an array', [{ url: 'https://example.com/' }]],
      ['a string', 'https://example.com/'],
      ['a number', 7],
    ])('a body that is %s, not an object', async (_what, body) => {
      await expectAnswer(postJson(baseUrl, '/scan/quick', JSON.stringify(body)), 422, {
        detail: [
          {
            type: 'model_attributes_type',
            loc: ['body'],
            msg: 'Input should be a valid dictionary or object to extract fields from',
            input: body,
          },
        ],
      });
    });

    it.each([
      ['no body', undefined],
      ['a JSON null body', 'null'],
    ])('%s', async (_what, body) => {
      await expectAnswer(call(baseUrl, '/scan/quick', { method: 'POST', headers: { 'content-type': 'application/json' }, body }), 422, {
        detail: [{ type: 'missing', loc: ['body'], msg: 'Field required', input: null }],
      });
    });

    it('POST /brief: every problem at once, in field order', async () => {
      const body = { deep: 'yes', job_id: 7, language: 'english!' };
      await expectAnswer(postJson(baseUrl, '/brief', body), 422, {
        detail: [
          { type: 'string_type', loc: ['body', 'job_id'], msg: 'Input should be a valid string', input: 7 },
          { type: 'missing', loc: ['body', 'url'], msg: 'Field required', input: body },
          { type: 'bool_type', loc: ['body', 'deep'], msg: 'Input should be a valid boolean', input: 'yes' },
          {
            type: 'string_pattern_mismatch',
            loc: ['body', 'language'],
            msg: "String should match pattern '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$'",
            input: 'english!',
            ctx: { pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$' },
          },
        ],
      });
    });

    it('POST /analyze: an empty task', async () => {
      await expectAnswer(postJson(baseUrl, '/analyze', { url: 'https://example.com/', task: '' }), 422, {
        detail: [
          { type: 'string_too_short', loc: ['body', 'task'], msg: 'String should have at least 1 character', input: '', ctx: { min_length: 1 } },
        ],
      });
    });

    it('GET /check/{category}: an unknown category', async () => {
      await expectAnswer(call(baseUrl, '/check/speed?url=https://example.com/'), 422, {
        detail: [
          { type: 'enum', loc: ['path', 'category'], msg: `Input should be ${EXPECTED_CATEGORIES}`, input: 'speed', ctx: { expected: EXPECTED_CATEGORIES } },
        ],
      });
    });

    it('GET /check/{category}: a missing url', async () => {
      await expectAnswer(call(baseUrl, '/check/core-seo'), 422, {
        detail: [{ type: 'missing', loc: ['query', 'url'], msg: 'Field required', input: null }],
      });
    });

    it('GET /check/{category}: path and query problems together, path first', async () => {
      await expectAnswer(call(baseUrl, '/check/speed?url=mailto:someone@example.com'), 422, {
        detail: [
          { type: 'enum', loc: ['path', 'category'], msg: `Input should be ${EXPECTED_CATEGORIES}`, input: 'speed', ctx: { expected: EXPECTED_CATEGORIES } },
          {
            type: 'url_scheme',
            loc: ['query', 'url'],
            msg: "URL scheme should be 'http' or 'https'",
            input: 'mailto:someone@example.com',
            ctx: { expected_schemes: "'http' or 'https'" },
          },
        ],
      });
    });

    it.each(URL_LIST_ROUTES)('POST %s: more than 100 urls', async (route) => {
      const urls = Array.from({ length: 101 }, (_, index) => `https://example.com/${index}`);
      await expectAnswer(postJson(baseUrl, route, { urls }), 422, {
        detail: [
          {
            type: 'too_long',
            loc: ['body', 'urls'],
            msg: 'List should have at most 100 items after validation, not 101',
            input: urls,
            ctx: { field_type: 'List', max_length: 100, actual_length: 101 },
          },
        ],
      });
    });

    it('a bulk call: no urls, and a bad url at its index', async () => {
      await expectAnswer(postJson(baseUrl, '/google/check/bulk', { urls: [] }), 422, {
        detail: [
          {
            type: 'too_short',
            loc: ['body', 'urls'],
            msg: 'List should have at least 1 item after validation, not 0',
            input: [],
            ctx: { field_type: 'List', min_length: 1, actual_length: 0 },
          },
        ],
      });
      await expectAnswer(postJson(baseUrl, '/backlinks/check/bulk', { urls: ['https://example.com/', 'ftp://example.com/'] }), 422, {
        detail: [
          {
            type: 'url_scheme',
            loc: ['body', 'urls', 1],
            msg: "URL scheme should be 'http' or 'https'",
            input: 'ftp://example.com/',
            ctx: { expected_schemes: "'http' or 'https'" },
          },
        ],
      });
    });
  });

  describe('input that is not JSON, too large, or for no route', () => {
    it('malformed JSON is a 422 json_invalid at its position', async () => {
      await expectAnswer(postJson(baseUrl, '/scan/quick', '{"url": }'), 422, {
        detail: [{ type: 'json_invalid', loc: ['body', 8], msg: 'JSON decode error', input: {}, ctx: { error: 'Expecting value' } }],
      });
    });

    it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])('a %s body is 415', async (type) => {
      await expectAnswer(postJson(baseUrl, '/scan/quick', 'url=https://example.com/', { 'content-type': type }), 415, {
        detail: 'Content-Type must be application/json',
      });
    });

    it('a JSON media type with parameters or a +json suffix is read as JSON', async () => {
      for (const type of ['application/json; charset=utf-8', 'application/merge-patch+json']) {
        await expectAnswer(postJson(baseUrl, '/google/index', { url: 7 }, { 'content-type': type }), 422, {
          detail: [{ type: 'string_type', loc: ['body', 'url'], msg: 'Input should be a valid string', input: 7 }],
        });
      }
    });

    it('a body that is not UTF-8 is 400', async () => {
      await expectAnswer(
        call(baseUrl, '/scan/quick', { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.from([0x7b, 0xff, 0x7d]) }),
        400,
        { detail: 'There was an error parsing the body' },
      );
    });

    it('a body over 64 KB is 413', async () => {
      const url = `https://example.com/?q=${'a'.repeat(65 * 1024)}`;
      await expectAnswer(postJson(baseUrl, '/scan/quick', { url }), 413, { detail: 'request entity too large' });
    });

    it('an unknown route is 404', async () => {
      await expectAnswer(call(baseUrl, '/nowhere'), 404, { detail: 'Not Found' });
      await expectAnswer(postJson(baseUrl, '/scan/never', { url: 'https://example.com/' }), 404, { detail: 'Not Found' });
    });

    it('a known path with the wrong method is 405 with Allow', async () => {
      const get = await expectAnswer(call(baseUrl, '/scan/quick'), 405, { detail: 'Method Not Allowed' });
      const del = await expectAnswer(call(baseUrl, '/status/0f6b1d7e-8a43-4c3e-9a55-3c1f2b8d9e10', { method: 'DELETE' }), 405, {
        detail: 'Method Not Allowed',
      });
      expect(get.headers.get('allow')).toBe('POST');
      expect(del.headers.get('allow')).toBe('GET');
    });

    it('a path parameter with broken percent-encoding is 400', async () => {
      await expectAnswer(call(baseUrl, '/status/%E0%A4%A'), 400, { detail: 'Bad Request' });
    });
  });

  // Runs last (Jest keeps declaration order), over every answer above.
  it('answered none of that input with a 5xx, and created no job', async () => {
    expect(answers.length).toBeGreaterThan(30);
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(await surface.db.scanJob.count()).toBe(0);
  });
});
