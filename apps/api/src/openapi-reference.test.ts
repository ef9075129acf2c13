import { execFile } from 'node:child_process';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUSES } from './lib/error-answers.ts';
import { useTestApp } from './test/app.ts';

/**
 * The served OpenAPI document is one outside tools accept (issue 18): Redocly's lint passes it,
 * a client generated from it (openapi-typescript, openapi-fetch) compiles and places an order,
 * and what it says of each operation (who may call it, what it answers) is what the API does.
 * The document and the generated client go to apps/api/openapi/generated/ (not committed).
 */
const context = useTestApp();

const run = promisify(execFile);
const openapiDir = fileURLToPath(new URL('../openapi/', import.meta.url));
const generatedDir = join(openapiDir, 'generated');
const repoBin = fileURLToPath(new URL('../../../node_modules/.bin/', import.meta.url));
/** The project's own Node runs the tools (the bins' `#!/usr/bin/env node` may be an older one). */
const node = process.execPath;

type Security = Record<string, string[]>[];
interface Operation {
  operationId?: string;
  security?: Security;
  responses: Record<string, { $ref?: string }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { headers?: Record<string, unknown> }> };
}

/** What client-journey.ts answers (it is imported at run time: it needs the generated types). */
interface Journey {
  guestBuysWithCash(baseUrl: string): Promise<{
    unitPrice: number;
    quantity: number;
    orderId: number;
    orderNumber: string;
    status: string;
    paymentMethodCode: string;
    total: number;
    readBack: { orderNumber: string; status: string };
    invoiceType: string | null;
    invoice: Uint8Array;
  }>;
}

let baseUrl: string;
let document: Document;

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
  );

/**
 * Both database projects run this file at once and write the same bytes: a rename makes each
 * write whole, so neither reads half of the other's.
 */
async function writeWhole(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, text);
  await rename(partial, file);
}

beforeAll(async () => {
  baseUrl = await context.app.listen({ host: '127.0.0.1', port: 0 });
  const response = await fetch(`${baseUrl}/api/docs/json`);
  expect(response.status).toBe(200);
  document = (await response.json()) as Document;
  await writeWhole(join(generatedDir, 'openapi.json'), JSON.stringify(document, null, 2));
});

describe('the served OpenAPI document', () => {
  it('names every operation, says who may call it and lists the errors it answers', () => {
    const names = new Set(ERROR_STATUSES.map(String));
    for (const { method, path, operation } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.security, where).toBeDefined();
      const errors = Object.keys(operation.responses).filter((status) => names.has(status));
      // Every operation checks its input (400); the server's own failures are `default`.
      expect(errors, where).toContain('400');
      expect(operation.responses.default?.$ref, where).toBe('#/components/responses/ServerError');
    }
    expect(document.components.responses.TooManyRequests?.headers).toHaveProperty('Retry-After');
  });

  it('passes Redocly CLI lint with its recommended rules: no error, no warning', async () => {
    const cli = join(repoBin, 'redocly');
    const config = join(openapiDir, 'redocly.yaml');
    const result = await run(node, [cli, 'lint', '--config', config, '--format', 'json'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(result.stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    const problems = report.problems.map(
      (problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('asks for a token exactly where the API answers 401 without one', async () => {
    const refused: string[] = [];
    for (const { method, path, operation } of operations()) {
      const security = operation.security ?? [];
      const needsToken = security.length > 0 && security.every((option) => 'bearer' in option);
      // No body, no query: a route that needs a caller says so before it reads the input.
      const url = path.replace(/\{\w+\}/g, '1');
      const response = await context.app.inject({ method: method.toUpperCase() as 'GET', url });
      if ((response.statusCode === 401) !== needsToken) {
        refused.push(`${operation.operationId}: ${response.statusCode} without a token`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('is shown at /api/docs with the operation names', async () => {
    const response = await fetch(`${baseUrl}/api/docs/static/swagger-initializer.js`);
    expect(await response.text()).toContain('"displayOperationId":true');
  });
});

describe('a client generated from it (openapi-typescript, openapi-fetch)', () => {
  const tsc = join(repoBin, 'tsc');
  const typecheck = (project: string) =>
    run(node, [tsc, '--noEmit', '-p', project]).then(
      () => '',
      (error: { stdout?: string }) => error.stdout || 'tsc failed',
    );

  beforeAll(async () => {
    const types = astToString(
      await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]),
    );
    await writeWhole(join(generatedDir, 'schema.ts'), types);
  }, 60_000);

  it('compiles with the journey that uses it', async () => {
    expect(await typecheck(join(openapiDir, 'tsconfig.json'))).toBe('');
  });

  it('is typed: a body off the document does not compile', async () => {
    await writeWhole(
      join(generatedDir, 'misuse.ts'),
      "import createClient from 'openapi-fetch';\n" +
        "import type { paths } from './schema.ts';\n" +
        "await createClient<paths>().POST('/api/cart-items', { body: { productId: 'five' } });\n",
    );
    await writeWhole(
      join(generatedDir, 'misuse.tsconfig.json'),
      JSON.stringify({ extends: '../tsconfig.json', include: ['misuse.ts'] }),
    );
    const errors = await typecheck(join(generatedDir, 'misuse.tsconfig.json'));
    expect(errors).toMatch(/misuse\.ts\(3,\d+\): error TS2322/);
  });

  it('takes a new guest through cart, address, shipping and cash on delivery to an order and its invoice', async () => {
    const journeyFile = join(openapiDir, 'client-journey.ts');
    const { guestBuysWithCash } = (await import(journeyFile)) as Journey;
    const purchase = await guestBuysWithCash(baseUrl);
    expect(purchase.status).toBe('placed');
    expect(purchase.paymentMethodCode).toBe('cash_on_delivery');
    expect(purchase.orderNumber).toMatch(/^DK-\d+$/);
    expect(purchase.total).toBeGreaterThanOrEqual(purchase.unitPrice * purchase.quantity);
    expect(purchase.readBack).toEqual({ orderNumber: purchase.orderNumber, status: 'placed' });
    expect(purchase.invoiceType).toBe('application/pdf');
    expect(Buffer.from(purchase.invoice.subarray(0, 5)).toString()).toBe('%PDF-');
  });
});
