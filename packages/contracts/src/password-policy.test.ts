import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy';
import { SignUpRequest } from './identity';
import { Password } from './validation';

describe('password policy (NIST SP 800-63B: length plus a blocklist, no composition rules)', () => {
  it.each([
    'password1234',
    'Password-1234!',
    'P4ssw0rd2026!!',
    '2026benefits!!',
    'Benefits Portal 2026',
    'iloveyou1234',
    'aaaaaaaaaaaa',
    'abcabcabcabc',
    'abcdefghijklm',
    '987654321098',
    '123456789012',
    'qwertyuiop12',
    'QWERTYUIOPASDF',
    '1qaz2wsx3edc',
    'asdfghjklzxcvbnm',
    'correcthorsebatterystaple',
    // Only white space or one symbol, read after Unicode normalisation.
    ' '.repeat(12),
    '\u00a0'.repeat(12),
    '\u3000'.repeat(6) + ' '.repeat(6),
    '!!!!!!!!!!!!',
    '.-.-.-.-.-.-',
    '\uff41'.repeat(12), // full-width a
  ])('refuses the guessable %j', (password) => {
    expect(passwordProblem(password)).toBe('validation.password.common');
  });

  it.each([
    'Demo-Password-2026',
    'sunflower tractor quietly',
    'maple river 1987 lantern',
    'x7#Lq9v!Rz2m',
    'my cat eats kale',
    '  lantern  river  1987  ',
  ])('accepts %j', (password) => {
    expect(passwordProblem(password)).toBeNull();
  });

  it('refuses the username as the password, or inside it when it is long', () => {
    expect(passwordProblem('ana.rivera', 'Ana.Rivera')).toBe('validation.password.username');
    expect(passwordProblem('ana.rivera2026!', 'ana.rivera')).toBe('validation.password.username');
    expect(passwordProblem('my name is ana.rivera ok', 'ana.rivera')).toBe('validation.password.username');
    expect(passwordProblem('banana republic tree', 'anar')).toBeNull();
  });

  it('the shared schemas give the translated keys', () => {
    expect(Password.safeParse('password12345').error?.issues[0]?.message).toBe('validation.password.common');
    // What the server re-checks on sign-up and password change: twelve spaces are refused.
    expect(Password.safeParse(' '.repeat(12)).error?.issues[0]?.message).toBe('validation.password.common');
    const signUp = SignUpRequest.safeParse({
      username: 'leo.smith',
      password: 'leo.smith.1234',
      firstName: 'Leo',
      lastName: 'Smith',
      email: 'leo@example.org',
    });
    expect(signUp.error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], message: 'validation.password.username' }),
    ]);
  });
});
