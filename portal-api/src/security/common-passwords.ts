/**
 * Passwords of 8 characters or more that lead every list of leaked passwords: the first an
 * attacker tries on any account. Compared without regard to letter case. A short list is
 * enough to stop the guesses that come first; a longer one would mostly block what nobody uses.
 */
const COMMON = new Set([
  '00000000', '11111111', '12121212', '12341234', '12344321', '123456789', '1234567890', '12345678',
  '123123123', '123qweasd', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', '1qazxsw2', '55555555', '66666666',
  '87654321', '88888888', '987654321', '99999999', 'aaaaaaaa', 'abc12345', 'abcd1234', 'abcdefgh',
  'access14', 'admin123', 'administrator', 'asdf1234', 'asdfasdf', 'asdfghjk', 'asdfghjkl', 'baseball',
  'baseball1', 'basketball', 'batman123', 'charlie1', 'changeme', 'chocolate', 'computer', 'corvette',
  'dragon123', 'football', 'football1', 'freedom1', 'iloveyou', 'iloveyou1', 'iloveyou2', 'internet',
  'jennifer', 'jordan23', 'letmein1', 'letmein123', 'liverpool', 'master123', 'michael1', 'michelle',
  'monkey123', 'mustang1', 'password', 'password!', 'password1', 'password12', 'password123', 'password1234',
  'passw0rd', 'p@ssw0rd', 'p@ssword', 'pokemon1', 'princess', 'princess1', 'q1w2e3r4', 'q1w2e3r4t5',
  'qazwsxedc', 'qwer1234', 'qwerty12', 'qwerty123', 'qwerty1234', 'qwertyui', 'qwertyuiop', 'shadow12',
  'starwars', 'sunshine', 'sunshine1', 'superman', 'superman1', 'trustno1', 'welcome1', 'welcome123',
  'whatever', 'zaq12wsx', 'zxcvbnm1', 'zxcvbnm123', 'zxcvbnmm',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}
