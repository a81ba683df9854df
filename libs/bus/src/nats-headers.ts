import { headers as createHeaders, MsgHdrs } from '@nats-io/nats-core';

// Headers the server or client sets (Nats-Msg-Id, Nats-Expected-*...): the in-process bus has none of them.
const RESERVED_PREFIX = 'nats-';

export function toNatsHeaders(record: Record<string, string> | undefined): MsgHdrs | undefined {
  if (!record || Object.keys(record).length === 0) return undefined;
  const headers = createHeaders();
  for (const [key, value] of Object.entries(record)) headers.set(key, value);
  return headers;
}

export function fromNatsHeaders(headers: MsgHdrs | undefined): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [key, values] of headers ?? []) {
    if (!key.toLowerCase().startsWith(RESERVED_PREFIX)) record[key] = values[0];
  }
  return record;
}
