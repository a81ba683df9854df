import { HttpStatus } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import type { OperationSpec } from '../discovery/surface';
import { httpError } from '../http/http-error';
import { applyHttpSetup, HTTP_APP_OPTIONS } from '../http/http-app';
import { PaymentGate } from '../payments/payment-gate';
import { call } from '../testing/listening-app';
import { startTestAuditApp, type TestAuditApp } from '../testing/test-audit-app';
import { AUDIT_OPERATIONS } from './audit-operations';
import { urlListRequestBodySchema } from './audit-schemas';
import { AuditSurfaceModule } from './audit-surface.module';

const URL = 'https://example.com/';

/** A gate that refuses every call, recording which operation asked. */
class RefusingGate {
  readonly asked: string[] = [];
  run(operation: string): Promise<never> {
    this.asked.push(operation);
    return Promise.reject(httpError(HttpStatus.PAYMENT_REQUIRED, 'payment required'));
  }
}

/** A request each operation accepts as valid; an operation added without one here fails the test. */
function validRequest(operation: OperationSpec): { path: string; init: RequestInit } {
  const path = operation.path.replace('{category}', 'core-seo').replace('{job_id}', crypto.randomUUID());
  const query = operation.request?.query ? `?url=${encodeURIComponent(URL)}` : '';
  const bodies: Record<string, unknown> = { brief: { job_id: 'job', url: URL }, analyze: { url: URL, task: 'Why is it slow?' } };
  const body = operation.request?.body
    ? (bodies[operation.operationId] ?? (operation.request.body === urlListRequestBodySchema ? { urls: [URL] } : { url: URL }))
    : undefined;
  return {
    path: path + query,
    init: body === undefined ? { method: operation.method.toUpperCase() } : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  };
}

describe('the payment gate', () => {
  let surface: TestAuditApp;
  let baseUrl: string;
  let gate: RefusingGate;

  beforeAll(async () => {
    gate = new RefusingGate();
    surface = await startTestAuditApp(async (deps) => {
      const moduleRef = await Test.createTestingModule({ imports: [AuditSurfaceModule.register(deps)] })
        .overrideProvider(PaymentGate)
        .useValue(gate)
        .compile();
      return applyHttpSetup(moduleRef.createNestApplication<NestExpressApplication>({ ...HTTP_APP_OPTIONS, logger: false }));
    });
    baseUrl = surface.baseUrl;
  });

  afterAll(() => surface.close());

  beforeEach(() => {
    gate.asked.length = 0;
  });

  const operations = Object.values(AUDIT_OPERATIONS) as OperationSpec[];

  it.each(operations.filter((operation) => operation.paid).map((operation) => [operation.operationId, operation]))(
    '%s asks the gate, after validation and before any work',
    async (operationId, operation) => {
      const { path, init } = validRequest(operation as OperationSpec);

      const answer = await call(baseUrl, path, init);

      expect({ status: answer.status, body: answer.body }).toEqual({ status: 402, body: { detail: 'payment required' } });
      expect(gate.asked).toEqual([operationId]);
      expect(await surface.db.scanJob.count()).toBe(0);
    },
  );

  it.each(operations.filter((operation) => operation.paid).map((operation) => [operation.operationId, operation]))(
    '%s answers invalid input 422 without asking the gate',
    async (_operationId, operation) => {
      const { path, init } = validRequest(operation as OperationSpec);
      const invalid = init.body ? { ...init, body: '{"url": 1, "urls": 1}' } : init;

      const answer = await call(baseUrl, path.replace('core-seo', 'nonsense'), invalid);

      expect(answer.status).toBe(422);
      expect(gate.asked).toEqual([]);
    },
  );

  it.each(operations.filter((operation) => !operation.paid).map((operation) => [operation.operationId, operation]))(
    '%s is free: the gate is never asked',
    async (_operationId, operation) => {
      const { path, init } = validRequest(operation as OperationSpec);

      const answer = await call(baseUrl, path, init);

      expect(answer.status).not.toBe(402);
      expect(answer.status).toBeLessThan(500);
      expect(gate.asked).toEqual([]);
    },
  );
});
