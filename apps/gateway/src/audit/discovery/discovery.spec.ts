import {
  httpValidationErrorSchema,
  jobStatusSchema,
  rulesResponseSchema,
  scanRequestBodySchema,
  validatorFor,
  type RulesResponse,
} from '@seo/contracts';
import type { Application } from 'express';
import { registeredRoutes } from '../../http/registered-routes';
import { call } from '../../testing/listening-app';
import { startTestAuditApp, type TestAuditApp } from '../../testing/test-audit-app';
import { validateOpenApi } from '../../testing/openapi-validator';
import { AUDIT_OPERATIONS } from '../audit-operations';
import { createAuditApp } from '../create-audit-app';

const PUBLIC_URL = 'https://seo.example.com';

type OpenApi = {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, { operationId: string; summary: string; requestBody?: unknown; responses: Record<string, any> }>>;
  components: { schemas: Record<string, unknown> };
};

describe('discovery documents and GET /rules', () => {
  let surface: TestAuditApp;
  let baseUrl: string;

  beforeAll(async () => {
    surface = await startTestAuditApp((deps) => createAuditApp({ ...deps, env: { PUBLIC_URL: `${PUBLIC_URL}/` }, logger: false }));
    baseUrl = surface.baseUrl;
  });

  afterAll(() => surface.close());

  describe('GET /openapi.json', () => {
    let document: OpenApi;

    beforeAll(async () => {
      const answer = await call(baseUrl, '/openapi.json');
      expect(answer.status).toBe(200);
      document = answer.body as OpenApi;
    });

    it('is a valid OpenAPI 3.1.0 document served from PUBLIC_URL', async () => {
      expect(document.openapi).toBe('3.1.0');
      expect(document.servers).toEqual([{ url: PUBLIC_URL }]);
      await expect(validateOpenApi(document)).resolves.toEqual({ valid: true });
    });

    it('the validator does reject a broken document', async () => {
      const broken = { ...document, paths: { '/rules': { get: { parameters: [{ name: 'x' }], responses: { 200: {} } } } } };
      await expect(validateOpenApi(broken)).resolves.toMatchObject({ valid: false });
    });

    it('documents exactly the routes the application serves', () => {
      const served = registeredRoutes(surface.app.getHttpAdapter().getInstance() as Application)
        .map(({ method, path }) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`)
        .sort();
      const documented = Object.entries(document.paths)
        .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
        .sort();
      expect(served.length).toBeGreaterThanOrEqual(18);
      expect(documented).toEqual(served);
    });

    it('gives every operation a unique operationId, a summary and a 2xx response', () => {
      const operations = Object.values(document.paths).flatMap((byMethod) => Object.values(byMethod));
      expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(operations.length);
      for (const operation of operations) {
        expect(operation.summary).toEqual(expect.any(String));
        expect(Object.keys(operation.responses).some((status) => status.startsWith('2'))).toBe(true);
      }
    });

    it('documents 422 as HTTPValidationError wherever input is validated, and the errors particular to each', () => {
      const validated = Object.values(AUDIT_OPERATIONS).filter((operation) => 'request' in operation);
      for (const operation of validated) {
        const responses = document.paths[operation.path][operation.method].responses;
        expect(responses['422'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/HTTPValidationError' });
      }
      expect(Object.keys(document.paths['/status/{job_id}'].get.responses)).toEqual(['200', '404']);
      expect(Object.keys(document.paths['/brief'].post.responses)).toEqual(expect.arrayContaining(['404', '409', '501']));
      expect(Object.keys(document.paths['/scan/quick'].post.responses)).toEqual(expect.arrayContaining(['200', '413', '415', '422', '503']));
    });

    it('uses the contract schemas themselves', () => {
      expect(document.components.schemas.HTTPValidationError).toEqual(httpValidationErrorSchema);
      expect(document.components.schemas.JobStatus).toEqual(jobStatusSchema);
      expect(document.components.schemas.RulesResponse).toEqual(rulesResponseSchema);
      expect(document.components.schemas.UrlRequestBody).toEqual(scanRequestBodySchema);
      expect(document.paths['/scan/quick'].post.requestBody).toEqual({
        required: true,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/UrlRequestBody' } } },
      });
    });
  });

  it.each(['/.well-known/agent-card.json', '/.well-known/agent.json'])('GET %s is the A2A 0.3 agent card', async (path) => {
    const answer = await call(baseUrl, path);
    const card = answer.body as Record<string, any>;

    expect(answer.status).toBe(200);
    expect(card).toMatchObject({
      protocolVersion: '0.3.0',
      name: 'SEO Audit API',
      url: PUBLIC_URL,
      documentationUrl: `${PUBLIC_URL}/llms.txt`,
      version: expect.any(String),
      description: expect.stringMatching(/x402.*MPP.*USDC on Base/),
      capabilities: { streaming: false, pushNotifications: false, stateTransitionHistory: false, extensions: [] },
      defaultInputModes: ['application/json'],
      defaultOutputModes: ['application/json'],
    });
    expect(card.skills.map((skill: { id: string }) => skill.id)).toEqual(['scan', 'check', 'insights', 'google', 'backlinks', 'rules']);
    for (const skill of card.skills) {
      expect(skill).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        description: expect.any(String),
        tags: expect.arrayContaining(['seo']),
        examples: expect.arrayContaining([expect.stringMatching(new RegExp(`^(GET|POST) ${PUBLIC_URL}/`))]),
        inputModes: ['application/json'],
        outputModes: expect.arrayContaining([expect.stringMatching(/^(application\/json|text\/markdown)$/)]),
      });
    }
    const examples = card.skills.flatMap((skill: { examples: string[] }) => skill.examples).join('\n');
    for (const operation of Object.values(AUDIT_OPERATIONS).filter((candidate) => candidate.paid)) {
      expect(examples).toContain(`${operation.method.toUpperCase()} ${PUBLIC_URL}${operation.path}`);
    }
  });

  it('GET /llms.txt follows llmstxt.org and lists every operation', async () => {
    const answer = await call(baseUrl, '/llms.txt');
    const text = answer.body as string;
    const lines = text.trimEnd().split('\n');

    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(lines[0]).toBe('# SEO Audit API');
    expect(lines[1]).toBe('');
    expect(lines[2]).toMatch(/^> \S/);
    const firstSection = lines.findIndex((line) => line.startsWith('## '));
    expect(firstSection).toBeGreaterThan(2);
    expect(lines.slice(1, firstSection).some((line) => line.startsWith('#'))).toBe(false);
    for (const line of lines.slice(firstSection).filter((candidate) => candidate !== '')) {
      expect(line).toMatch(/^(## \S.*|- \[[^\]]+\]\(https?:\/\/[^)\s]+\)(: .+)?)$/);
    }
    for (const operation of Object.values(AUDIT_OPERATIONS)) {
      expect(text).toContain(`](${PUBLIC_URL}${operation.path}): `);
    }
    expect(text).toMatch(/per call/);
    expect(text).toMatch(/x402/);
    expect(text).toMatch(/MPP/);
    expect(text).toMatch(/USDC on Base/);
    // Prices arrive with the payments work: none may be made up here.
    expect(text).not.toMatch(/\$\s?\d|\d\s*(USDC|USD)\b/);
  });

  it('GET /rules matches its schema', async () => {
    const answer = await call(baseUrl, '/rules');
    const rules = answer.body as RulesResponse;

    expect(answer.status).toBe(200);
    expect(validatorFor(rulesResponseSchema)(rules)).toBe(true);
    expect(rules.count).toBe(rules.rules.length);
    expect(rules.count).toBeGreaterThan(0);
  });
});
