import { signedInCookie } from './auth-storage';

describe('the signed-in cookie', () => {
  it('is never sent over plain HTTP when the site is on HTTPS', () => {
    expect(signedInCookie(true, true)).toBe('vital_signed_in=1; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(signedInCookie(false, true)).toBe('vital_signed_in=; Path=/; Max-Age=0; SameSite=Lax; Secure');
  });

  it('works on a local HTTP site too', () => {
    expect(signedInCookie(true, false)).toBe('vital_signed_in=1; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
