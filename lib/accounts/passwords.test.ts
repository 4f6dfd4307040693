import { hashPassword, MAX_PASSWORD_LENGTH, needsRehash, verifyPassword } from './passwords';

// Account passwords (issue 14): only a memory-hard hash is stored; what a reader types is checked
// against it, accents and all.
describe('password hashes', () => {
  it('verifies the password it was made from, and nothing else', async () => {
    const stored = await hashPassword('Árvíztűrő tükörfúrógép 42');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(stored).not.toContain('Árvíztűrő');
    expect(await verifyPassword('Árvíztűrő tükörfúrógép 42', stored)).toBe(true);
    expect(await verifyPassword('arvizturo tukorfurogep 42', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('jelszo')).not.toBe(await hashPassword('jelszo'));
  });

  it('treats the same letters typed composed or decomposed as the same password', async () => {
    const stored = await hashPassword('\u00e1lom');
    expect(await verifyPassword('a\u0301lom', stored)).toBe(true);
  });

  it.each([
    ['not a hash', 'plaintext'],
    ['another scheme', 'bcrypt$10$abc'],
    ['cut short', 'scrypt$32768$8$1$c2FsdA=='],
    ['a memory bomb', 'scrypt$1073741824$8$1$c2FsdA==$AAAA'],
    ['a truncated key', 'scrypt$32768$8$1$c2FsdA==$AAAA'],
  ])('never matches %s', async (_, stored) => {
    expect(await verifyPassword('jelszo', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });

  it('asks for a rehash when the parameters were weaker', async () => {
    expect(needsRehash(await hashPassword('jelszo'))).toBe(false);
    const weaker = (await hashPassword('jelszo')).replace('$32768$', '$16384$');
    expect(needsRehash(weaker)).toBe(true);
  });

  it('refuses to hash an overlong password', async () => {
    await expect(hashPassword('x'.repeat(MAX_PASSWORD_LENGTH + 1))).rejects.toThrow();
    expect(await verifyPassword('x'.repeat(MAX_PASSWORD_LENGTH + 1), 'scrypt$1$1$1$a$b')).toBe(
      false,
    );
  });
});
