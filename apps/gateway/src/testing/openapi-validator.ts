import { spawn } from 'node:child_process';

export interface OpenApiValidation {
  valid: boolean;
  errors?: unknown;
}

// @seriousme/openapi-schema-validator is ESM-only, which Jest's CommonJS runtime cannot load: it runs in a child node.
const SCRIPT = `
import { Validator } from '@seriousme/openapi-schema-validator';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const result = await new Validator().validate(JSON.parse(Buffer.concat(chunks).toString()));
process.stdout.write(JSON.stringify({ valid: result.valid, errors: result.errors }));
`;

/** Test support: validates an OpenAPI document with a real OpenAPI 3.x validator. */
export function validateOpenApi(document: unknown): Promise<OpenApiValidation> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', SCRIPT], { cwd: process.cwd(), stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(stdout) as OpenApiValidation) : reject(new Error(`validator exited ${code}: ${stderr}`))));
    child.stdin.end(JSON.stringify(document));
  });
}
