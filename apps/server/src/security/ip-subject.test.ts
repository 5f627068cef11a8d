import { describe, expect, it } from 'vitest';
import { ipSubject } from './ip-subject.ts';

describe('the subject of a per-IP limit', () => {
  it('keeps an IPv4 address', () => {
    expect(ipSubject('198.51.100.7')).toBe('198.51.100.7');
  });

  it.each([
    '2001:db8:85a3:8d3::1',
    '2001:db8:85a3:8d3:ffff:ffff:ffff:ffff',
    '2001:0DB8:85A3:08D3:0:0:0:0',
    '[2001:db8:85a3:8d3::42]',
    '2001:db8:85a3:8d3::1%eth0',
    '2001:db8:85a3:8d3:1:2:1.2.3.4',
  ])('counts %s as its /64', (ip) => {
    expect(ipSubject(ip)).toBe('2001:db8:85a3:8d3::/64');
  });

  it('tells two /64 apart, the short forms included', () => {
    expect(ipSubject('2001:db8:85a3:8d4::1')).toBe('2001:db8:85a3:8d4::/64');
    expect(ipSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipSubject('::1')).toBe('0:0:0:0::/64');
    expect(ipSubject('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4, in either notation', () => {
    expect(ipSubject('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(ipSubject('::FFFF:c633:6407')).toBe('198.51.100.7');
    expect(ipSubject('0:0:0:0:0:ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('keeps a value that is no IP address as it is', () => {
    expect(ipSubject('inconnu')).toBe('inconnu');
    expect(ipSubject('198.51.100.7:8080')).toBe('198.51.100.7:8080');
  });
});
