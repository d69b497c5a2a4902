import { describe, expect, it } from 'vitest';
import { ValidationError, type AnyObjectSchema } from 'yup';
import '../../web/src/app/messages';
import { addCatalog, MESSAGES } from '../../web/src/i18n/messages-store';
import { messages as auth } from '../../web/src/features/auth/messages';
import { loginSchema } from '../../web/src/features/auth/forms/login-schema';
import { registerSchema } from '../../web/src/features/auth/forms/register-schema';
import { forgotSchema } from '../../web/src/features/auth/forms/forgot-schema';
import { resetPasswordSchema } from '../../web/src/features/auth/forms/reset-password-schema';
import { isEmailAddress } from '../../web/src/lib/email-address';
import { isEmailAddress as legacyIsEmailAddress } from '../../legacy/src/http/validation';

// The screen's chunk brings its messages; these tests read them without the screen.
addCatalog(auth);

/** Every field's first error (a catalogue id) for these values; empty when the form is valid. */
function errorsOf(schema: AnyObjectSchema, values: Record<string, unknown>): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner)
      if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.message;
    return errors;
  }
}

/** What a person reads for a message id, in Thai and in English. */
function shown(id: string | undefined) {
  return { th: MESSAGES.th[id ?? ''], en: MESSAGES.en[id ?? ''] };
}

describe('login form rules (§5)', () => {
  const valid = { email: 'somchai@example.com', password: 'secret', rememberMe: false };

  it('accepts a valid form', () => {
    expect(errorsOf(loginSchema, valid)).toEqual({});
    expect(loginSchema.isValidSync({ ...valid, rememberMe: true })).toBe(true);
  });

  it("says 'E-mail is required' in both languages", () => {
    const errors = errorsOf(loginSchema, { ...valid, email: '  ' });
    expect(shown(errors.email)).toEqual({ th: 'E-mail is required', en: 'E-mail is required' });
  });

  it("says 'E-mail must be valid' for anything but x@y.z", () => {
    for (const email of ['somchai', 'somchai@example', '@example.com', 'som chai@example.com']) {
      const errors = errorsOf(loginSchema, { ...valid, email });
      expect(shown(errors.email)).toEqual({ th: 'E-mail must be valid', en: 'E-mail must be valid' });
    }
    expect(errorsOf(loginSchema, { ...valid, email: 'a@b.co' })).toEqual({});
  });

  it("says 'The Field is required' without a password", () => {
    const errors = errorsOf(loginSchema, { ...valid, password: '' });
    expect(shown(errors.password)).toEqual({ th: 'The Field is required', en: 'The Field is required' });
  });
});

describe('register form rules (§5)', () => {
  const valid = {
    firstNameTh: 'สมชาย',
    lastNameTh: 'ใจดี',
    mobileNumber: '0812345678',
    email: 'somchai@example.com',
    password: 'abc',
    passwordConfirm: 'abc',
  };

  it('accepts a valid form, with no password length rule', () => {
    expect(errorsOf(registerSchema, valid)).toEqual({});
  });

  it("says 'The Field is required' for every empty field", () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, '']));
    const errors = errorsOf(registerSchema, empty);
    expect(Object.keys(errors).sort()).toEqual(Object.keys(valid).sort());
    for (const id of Object.values(errors))
      expect(shown(id)).toEqual({ th: 'The Field is required', en: 'The Field is required' });
    // Spaces alone are empty too.
    expect(shown(errorsOf(registerSchema, { ...valid, firstNameTh: '   ' }).firstNameTh).en).toBe(
      'The Field is required',
    );
  });

  it("says 'E-mail must be valid' for anything but x@y.z", () => {
    const errors = errorsOf(registerSchema, { ...valid, email: 'somchai@example' });
    expect(shown(errors.email)).toEqual({ th: 'E-mail must be valid', en: 'E-mail must be valid' });
  });

  it('takes digits only for the mobile number', () => {
    const errors = errorsOf(registerSchema, { ...valid, mobileNumber: '081-234-5678' });
    expect(shown(errors.mobileNumber)).toEqual({ th: 'กรุณากรอกเฉพาะตัวเลข', en: 'Digits only, please' });
  });

  it("says 'รหัสผ่านไม่ตรงกัน' / 'password not match' when the confirmation differs", () => {
    const errors = errorsOf(registerSchema, { ...valid, passwordConfirm: 'abd' });
    expect(Object.keys(errors)).toEqual(['passwordConfirm']);
    expect(shown(errors.passwordConfirm)).toEqual({ th: 'รหัสผ่านไม่ตรงกัน', en: 'password not match' });
  });
});

describe('forgot password rule (§5)', () => {
  it("says 'Invalid email' for an empty or malformed e-mail", () => {
    for (const email of ['', 'somchai', 'somchai@example']) {
      const errors = errorsOf(forgotSchema, { email });
      expect(shown(errors.email)).toEqual({ th: 'Invalid email', en: 'Invalid email' });
    }
    expect(errorsOf(forgotSchema, { email: ' somchai@example.com ' })).toEqual({});
  });
});

describe('reset password rules (§5, §9)', () => {
  it('accepts 8 characters that match', () => {
    expect(errorsOf(resetPasswordSchema, { password: '12345678', passwordConfirm: '12345678' })).toEqual({});
  });

  it("says 'Password must have 8 letters at least!' below 8 characters", () => {
    for (const password of ['', '1234567']) {
      const errors = errorsOf(resetPasswordSchema, { password, passwordConfirm: password });
      expect(shown(errors.password)).toEqual({
        th: 'Password must have 8 letters at least!',
        en: 'Password must have 8 letters at least!',
      });
    }
  });

  it("says 'Password not match!' when the confirmation differs or is missing", () => {
    for (const passwordConfirm of ['', '12345679']) {
      const errors = errorsOf(resetPasswordSchema, { password: '12345678', passwordConfirm });
      expect(Object.keys(errors)).toEqual(['passwordConfirm']);
      expect(shown(errors.passwordConfirm)).toEqual({ th: 'Password not match!', en: 'Password not match!' });
    }
  });
});

describe('account messages of §8', () => {
  it('words the register, verify and reset outcomes as the spec does', () => {
    expect(shown('auth.register.success')).toEqual({
      th: 'สมัครสมาชิกเรียบร้อยแล้ว กรุณาตรวจสอบ Email เพื่อยืนยันการเข้าใช้งานระบบ',
      en: 'Register Success, Please Check email for verify',
    });
    expect(shown('auth.verify.success').th).toBe('ยืนยันตัวตนสำเร็จ');
    expect(shown('auth.verify.failure').th).toBe('ยืนยันตัวตนไม่สำเร็จ');
    expect(shown('auth.reset.success').th).toBe('เปลี่ยนรหัสผ่านสำเร็จ');
    expect(MESSAGES.th['dialog.ok']).toBe('ตกลง');
  });
});

describe('e-mail addresses in every form (issue 25)', () => {
  // An address carrying mail parameters, and one with quotes and angle brackets: neither is one address.
  const hostile = ['reply@example.com?cc=attacker%40evil.example&body=Please%20pay%20here', `a"'<x>@b.cd`];

  it('are refused with each form’s invalid-address message', () => {
    for (const email of hostile) {
      expect(shown(errorsOf(loginSchema, { email, password: 'x' }).email).en).toBe('E-mail must be valid');
      expect(
        shown(
          errorsOf(registerSchema, {
            firstNameTh: 'ก',
            lastNameTh: 'ข',
            mobileNumber: '0812345678',
            email,
            password: 'x',
            passwordConfirm: 'x',
          }).email,
        ).en,
      ).toBe('E-mail must be valid');
      expect(shown(errorsOf(forgotSchema, { email }).email).en).toBe('Invalid email');
    }
  });

  it('agree with the legacy server on what an address is', () => {
    for (const email of [
      ...hostile,
      'somchai@example',
      'x@y.z',
      'user+tag@example.co.th',
      'ทดสอบ@example.com',
    ])
      expect(isEmailAddress(email)).toBe(legacyIsEmailAddress(email));
  });
});
