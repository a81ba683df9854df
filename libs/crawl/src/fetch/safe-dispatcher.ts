import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { BlockedAddressError, isPublicAddress } from '../address-guard';

/** Resolves a host name to its addresses; injectable so tests can play a DNS that rebinds. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
export type PinnedLookup = (hostname: string, options: LookupOptions, callback: LookupCallback) => void;

export interface SafeDispatcherOptions {
  /** Lets connections reach loopback and private addresses (tests, self-hosting). */
  allowPrivate: boolean;
  resolve?: ResolveHost;
  /** Told how long each resolution took, so a fetch can report its DNS time. */
  onResolved?: (ms: number) => void;
  connectTimeoutMs?: number;
}

const resolveWithSystem: ResolveHost = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address }) => address);

/**
 * A `lookup` for net/tls.connect that resolves once, refuses the host when any answer is not public, and hands
 * the socket exactly the addresses it checked: there is no second resolution a rebinding DNS could answer differently.
 */
export function createPinnedLookup({ allowPrivate, resolve = resolveWithSystem, onResolved }: SafeDispatcherOptions): PinnedLookup {
  return (hostname, options, callback) => {
    const started = performance.now();
    resolve(hostname).then(
      (addresses) => {
        onResolved?.(performance.now() - started);
        const blocked = allowPrivate ? undefined : addresses.find((address) => !isPublicAddress(address));
        const usable = addresses
          .map((address) => ({ address, family: isIP(address) }))
          .filter(({ family }) => family !== 0 && (!options.family || options.family === family));
        if (blocked) callback(new BlockedAddressError(hostname, blocked), '');
        else if (usable.length === 0) callback(Object.assign(new Error(`${hostname} has no usable address`), { code: 'ENOTFOUND' }), '');
        else if (options.all) callback(null, usable);
        else callback(null, usable[0].address, usable[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

/**
 * An undici Agent that connects only to public addresses. Host names go through the pinned lookup; IP literals
 * never reach a lookup (net.connect skips it for them), so they are checked here before connecting.
 */
export function createSafeDispatcher(options: SafeDispatcherOptions): Agent {
  const connectToChecked = buildConnector({ lookup: createPinnedLookup(options), timeout: options.connectTimeoutMs });
  const connect: buildConnector.connector = (target, callback) => {
    const literal = target.hostname.replace(/^\[|\]$/g, '');
    if (!options.allowPrivate && isIP(literal) !== 0 && !isPublicAddress(literal)) {
      callback(new BlockedAddressError(target.hostname, literal), null);
      return;
    }
    connectToChecked(target, callback);
  };
  return new Agent({ connect });
}
