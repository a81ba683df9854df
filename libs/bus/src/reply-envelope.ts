import { BusRemoteError } from './bus';

/** What a responder sends back: the handler's result, or its error so that the requester can rethrow it. */
type ReplyEnvelope = { ok: true; data?: unknown } | { ok: false; message: string; code?: string };

export function resultEnvelope(data: unknown): string {
  return JSON.stringify({ ok: true, data } satisfies ReplyEnvelope);
}

export function errorEnvelope(error: unknown): string {
  return JSON.stringify({ ok: false, message: errorMessage(error), code: errorCode(error) } satisfies ReplyEnvelope);
}

/** The reply's data, or a BusRemoteError carrying the remote handler's message and code. */
export function openEnvelope<R>(subject: string, text: string): R {
  const envelope = JSON.parse(text) as ReplyEnvelope;
  if (!envelope.ok) throw new BusRemoteError(subject, envelope.message, envelope.code);
  return envelope.data as R;
}

// Handlers may throw anything; Nest's RPC exception filter, for one, rethrows plain `{ status, message }` objects.
function errorMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  const message = property(error, 'message');
  return typeof message === 'string' ? message : String(error);
}

function errorCode(error: unknown): string | undefined {
  const code = property(error, 'code');
  return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
}

function property(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}
