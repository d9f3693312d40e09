import { describe, expect, it } from 'vitest';
import { validateChangePassword } from './password-validation';

describe('validateChangePassword', () => {
  it("reports, in /register's order, an empty field, then a mismatch, then a short password", () => {
    expect(validateChangePassword({ currentPassword: '', newPassword: 'short', confirmPassword: 'other' })).toBe('fillEveryField');
    expect(validateChangePassword({ currentPassword: 'old password', newPassword: 'short', confirmPassword: 'other' })).toBe('passwordsDiffer');
    expect(validateChangePassword({ currentPassword: 'old password', newPassword: 'short', confirmPassword: 'short' })).toBe('passwordTooShort');
  });

  it('lets a long enough, confirmed new password through (the server judges the current one)', () => {
    expect(validateChangePassword({ currentPassword: 'x', newPassword: '12345678', confirmPassword: '12345678' })).toBeNull();
    expect(validateChangePassword({ currentPassword: 'x', newPassword: '1234567', confirmPassword: '1234567' })).toBe('passwordTooShort');
  });
});
