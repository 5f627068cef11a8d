import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { newTotpSecret, totpStep, totpUrl } from './totp.ts';
import { createCodeHasher, randomCode, randomPrefix } from './codes.ts';
import { createSecretBox } from './secret-box.ts';
import { createPasswordHasher } from './passwords.ts';

describe('codes', () => {
  it('makes codes of the asked length and matches only the right one', () => {
    const code = randomCode(6);
    expect(code).toMatch(/^\d{6}$/);
    expect(randomPrefix()).toMatch(/^[A-Z]{3}-$/);
    const hasher = createCodeHasher('a server key');
    expect(hasher.matches(code, hasher.hash(code))).toBe(true);
    expect(hasher.matches(code === '000000' ? '000001' : '000000', hasher.hash(code))).toBe(false);
    // Keyed: another key, another hash; never the plain SHA-256 of the code.
    expect(createCodeHasher('another key').hash(code)).not.toBe(hasher.hash(code));
  });
});

describe('secret box', () => {
  it('round-trips and refuses a tampered secret', () => {
    const box = createSecretBox(Buffer.alloc(32, 7).toString('base64'));
    const sealed = box.encrypt('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.decrypt(sealed)).toBe('JBSWY3DPEHPK3PXP');
    // One bit of the ciphertext flipped (editing its base64 text could leave the bytes as they were).
    const [iv, tag, data] = sealed.split('.');
    const bytes = Buffer.from(data!, 'base64url');
    bytes[0]! ^= 1;
    const tampered = [iv, tag, bytes.toString('base64url')].join('.');
    expect(() => box.decrypt(tampered)).toThrow();
  });
});

describe('password hasher', () => {
  it('hashes with argon2id at OWASP settings and rejects unknown accounts', async () => {
    const hasher = await createPasswordHasher({ memory_cost_kib: 19456, time_cost: 2, parallelism: 1 });
    const stored = await hasher.hash('Secret-Passw0rd!');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(stored, 'Secret-Passw0rd!')).toBe(true);
    expect(await hasher.verify(stored, 'wrong')).toBe(false);
    expect(await hasher.verify(null, 'decoy-password-for-unknown-accounts')).toBe(false);
  });
});

describe('authenticator codes', () => {
  it('accepts the code of now and of one step either side, once per step', () => {
    const secret = newTotpSecret();
    const now = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    const step = now.counter();
    expect(totpStep(secret, now.generate())).toBe(step);
    expect(totpStep(secret, now.generate({ timestamp: Date.now() - 30_000 }))).toBe(step - 1);
    expect(totpStep(secret, now.generate({ timestamp: Date.now() - 120_000 }))).toBeNull();
    expect(totpUrl(secret, 'a@exemple.fr')).toMatch(/^otpauth:\/\/totp\/Portail%20Anapath:a%40exemple\.fr\?/);
  });
});
