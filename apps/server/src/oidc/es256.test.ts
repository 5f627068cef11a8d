import { generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { derToJose, signEs256 } from './es256.ts';

const derInteger = (value: Buffer) => Buffer.concat([Buffer.from([0x02, value.length]), value]);
const derSignature = (r: Buffer, s: Buffer) => {
  const body = Buffer.concat([derInteger(r), derInteger(s)]);
  return Buffer.concat([Buffer.from([0x30, body.length]), body]);
};

describe('ES256 signatures', () => {
  it('verify as IEEE P1363 (the JWS form) with the public key, over many signatures', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    for (let i = 0; i < 300; i++) {
      const data = Buffer.from(`header.payload-${i}`);
      const signature = signEs256(privateKey, data);
      expect(signature).toHaveLength(64);
      expect(verify('sha256', data, { key: publicKey, dsaEncoding: 'ieee-p1363' }, signature)).toBe(true);
    }
  });

  it('pad a short r and drop the sign byte of a high s', () => {
    const r = Buffer.alloc(30, 0x11);
    const s = Buffer.concat([Buffer.from([0x00]), Buffer.alloc(32, 0xee)]);
    expect(derToJose(derSignature(r, s)).toString('hex')).toBe('0000' + '11'.repeat(30) + 'ee'.repeat(32));
  });

  it('refuse what is not an ECDSA P-256 signature', () => {
    expect(() => derToJose(Buffer.from([0x30, 0x04, 0x04, 0x01, 0x00, 0x00]))).toThrow();
    expect(() => derToJose(derSignature(Buffer.alloc(33, 0x11), Buffer.alloc(32, 0x22)))).toThrow();
  });
});
