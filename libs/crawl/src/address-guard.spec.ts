import { isPublicAddress } from './address-guard';

describe('address guard', () => {
  it.each([
    ['127.0.0.1'], ['10.1.2.3'], ['172.16.0.1'], ['192.168.1.1'], ['169.254.169.254'], ['100.64.0.1'], ['0.0.0.0'],
    ['224.0.0.1'], ['::1'], ['::'], ['fd00::1'], ['fe80::1'], ['::ffff:127.0.0.1'], ['::ffff:10.0.0.1'],
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([['93.184.215.14'], ['8.8.8.8'], ['2606:4700::1111']])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
