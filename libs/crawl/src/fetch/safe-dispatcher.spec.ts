import type { LookupAddress } from 'node:dns';
import { BlockedAddressError } from '../address-guard';
import { createPinnedLookup, type PinnedLookup } from './safe-dispatcher';

function lookupOnce(lookup: PinnedLookup, host: string, all: boolean): Promise<string | LookupAddress[]> {
  return new Promise((resolve, reject) =>
    lookup(host, { all }, (error, address) => (error ? reject(error) : resolve(address))),
  );
}

describe('pinned lookup', () => {
  it('hands the socket the address it checked and refuses the rebinding answer that follows', async () => {
    const answers = [['93.184.215.14'], ['127.0.0.1']];
    const lookup = createPinnedLookup({ allowPrivate: false, resolve: async () => answers.shift() ?? [] });

    await expect(lookupOnce(lookup, 'public.test', false)).resolves.toBe('93.184.215.14');
    await expect(lookupOnce(lookup, 'public.test', false)).rejects.toBeInstanceOf(BlockedAddressError);
  });

  it('refuses a host when any of its addresses is not public', async () => {
    const lookup = createPinnedLookup({ allowPrivate: false, resolve: async () => ['93.184.215.14', '169.254.169.254'] });
    await expect(lookupOnce(lookup, 'mixed.test', true)).rejects.toThrow('169.254.169.254');
  });

  it.each([['::ffff:127.0.0.1'], ['10.0.0.1'], ['100.64.0.1'], ['224.0.0.1'], ['0.0.0.0'], ['fe80::1']])(
    'refuses %s',
    async (address) => {
      const lookup = createPinnedLookup({ allowPrivate: false, resolve: async () => [address] });
      await expect(lookupOnce(lookup, 'private.test', true)).rejects.toBeInstanceOf(BlockedAddressError);
    },
  );

  it('returns every checked address with its family when asked for all', async () => {
    const lookup = createPinnedLookup({ allowPrivate: false, resolve: async () => ['93.184.215.14', '2606:4700::1111'] });
    await expect(lookupOnce(lookup, 'public.test', true)).resolves.toEqual([
      { address: '93.184.215.14', family: 4 },
      { address: '2606:4700::1111', family: 6 },
    ]);
  });

  it('lets private addresses through only when allowed', async () => {
    const lookup = createPinnedLookup({ allowPrivate: true, resolve: async () => ['127.0.0.1'] });
    await expect(lookupOnce(lookup, 'local.test', false)).resolves.toBe('127.0.0.1');
  });

  it('passes a DNS failure on with its code', async () => {
    const notFound = Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.test'), { code: 'ENOTFOUND' });
    const lookup = createPinnedLookup({ allowPrivate: false, resolve: async () => Promise.reject(notFound) });
    await expect(lookupOnce(lookup, 'nowhere.test', false)).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });
});
