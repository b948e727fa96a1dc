import { describe, expect, it } from 'vitest';
import {
  EMAIL_REQUIRED_MESSAGE,
  NEW_PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORDS_MISMATCH_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PROFILE_PASSWORDS_MISMATCH_MESSAGE,
  PROFILE_PASSWORD_TOO_SHORT_MESSAGE,
  RESET_EMAIL_REQUIRED_MESSAGE,
  changeEmailInputSchema,
  newPasswordInputSchema,
  emailCodeInputSchema,
  otpCodeInputSchema,
  profilePasswordInputSchema,
  resetPasswordRequestInputSchema,
  signInInputSchema,
  signUpInputSchema,
} from './auth';

const messages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('messages of docs/product.md#sign-in-and-sign-up', () => {
  it('are word for word', () => {
    expect(PASSWORD_TOO_SHORT_MESSAGE).toBe('La password deve avere almeno 6 caratteri.');
    expect(NEW_PASSWORD_TOO_SHORT_MESSAGE).toBe('La nuova password deve avere almeno 6 caratteri.');
    expect(PROFILE_PASSWORD_TOO_SHORT_MESSAGE).toBe('La password deve essere di almeno 6 caratteri.');
    expect(PASSWORDS_MISMATCH_MESSAGE).toBe('Le password non coincidono');
    expect(PROFILE_PASSWORDS_MISMATCH_MESSAGE).toBe('Le password non coincidono.');
    expect(RESET_EMAIL_REQUIRED_MESSAGE).toBe('Inserisci il tuo indirizzo email.');
  });
});

describe('signInInputSchema', () => {
  it('accepts valid credentials, trimming and lowercasing the email', () => {
    expect(signInInputSchema.parse({ email: '  Mario.Rossi@Example.IT ', password: 'segreto' })).toEqual({
      email: 'mario.rossi@example.it',
      password: 'segreto',
    });
  });

  it('accepts a password of exactly 6 characters, spaces kept', () => {
    expect(signInInputSchema.parse({ email: 'a@b.it', password: ' 1234 ' }).password).toBe(' 1234 ');
  });

  it('refuses a 5-character password with the spec message', () => {
    expect(messages(signInInputSchema.safeParse({ email: 'a@b.it', password: '12345' }))).toEqual([
      `password: ${PASSWORD_TOO_SHORT_MESSAGE}`,
    ]);
  });

  it('refuses a missing email with one message, a malformed one with another', () => {
    expect(messages(signInInputSchema.safeParse({ email: '  ', password: '123456' }))).toEqual([
      `email: ${EMAIL_REQUIRED_MESSAGE}`,
    ]);
    expect(messages(signInInputSchema.safeParse({ password: '123456' }))).toEqual([`email: ${EMAIL_REQUIRED_MESSAGE}`]);
    const malformed = messages(signInInputSchema.safeParse({ email: 'mario@', password: '123456' }));
    expect(malformed).toHaveLength(1);
    expect(malformed[0]).not.toContain(EMAIL_REQUIRED_MESSAGE);
  });

  it('refuses an overlong email and password', () => {
    expect(signInInputSchema.safeParse({ email: `${'a'.repeat(250)}@b.it`, password: '123456' }).success).toBe(false);
    expect(signInInputSchema.safeParse({ email: 'a@b.it', password: 'x'.repeat(129) }).success).toBe(false);
    expect(signInInputSchema.safeParse({ email: 'a@b.it', password: 'x'.repeat(128) }).success).toBe(true);
  });
});

describe('signUpInputSchema', () => {
  it('needs a nickname too', () => {
    expect(signUpInputSchema.parse({ email: 'a@b.it', password: '123456', nickname: ' Celiaco73 ' }).nickname).toBe(
      'Celiaco73',
    );
    expect(signUpInputSchema.safeParse({ email: 'a@b.it', password: '123456', nickname: '' }).success).toBe(false);
    expect(signUpInputSchema.safeParse({ email: 'a@b.it', password: '123456' }).success).toBe(false);
  });
});

describe('resetPasswordRequestInputSchema and changeEmailInputSchema', () => {
  it('ask for an email, each with its own wording', () => {
    expect(messages(resetPasswordRequestInputSchema.safeParse({ email: '' }))).toEqual([
      'email: Inserisci il tuo indirizzo email.',
    ]);
    expect(changeEmailInputSchema.parse({ email: 'Nuovo@Example.com' })).toEqual({ email: 'nuovo@example.com' });
  });
});

describe('password with confirmation', () => {
  it('new password: too short and mismatch, with the reset wording', () => {
    expect(messages(newPasswordInputSchema.safeParse({ password: '123', confirmPassword: '123' }))).toEqual([
      `password: ${NEW_PASSWORD_TOO_SHORT_MESSAGE}`,
    ]);
    expect(messages(newPasswordInputSchema.safeParse({ password: '123456', confirmPassword: '123457' }))).toEqual([
      `confirmPassword: ${PASSWORDS_MISMATCH_MESSAGE}`,
    ]);
    expect(newPasswordInputSchema.parse({ password: '123456', confirmPassword: '123456' })).toEqual({
      password: '123456',
      confirmPassword: '123456',
    });
  });

  it('profile: the profile wording', () => {
    expect(messages(profilePasswordInputSchema.safeParse({ password: '12', confirmPassword: '12' }))).toEqual([
      `password: ${PROFILE_PASSWORD_TOO_SHORT_MESSAGE}`,
    ]);
    expect(messages(profilePasswordInputSchema.safeParse({ password: 'abcdef', confirmPassword: 'abcdeg' }))).toEqual([
      `confirmPassword: ${PROFILE_PASSWORDS_MISMATCH_MESSAGE}`,
    ]);
  });
});

describe('otpCodeInputSchema', () => {
  it('takes six digits, dropping the spaces people type between them', () => {
    expect(otpCodeInputSchema.parse({ code: ' 123 456 ' })).toEqual({ code: '123456' });
    expect(otpCodeInputSchema.parse({ code: '000000' })).toEqual({ code: '000000' });
  });

  it('refuses anything else with one Italian message', () => {
    for (const code of ['', '12345', '1234567', '12a456']) {
      const result = otpCodeInputSchema.safeParse({ code });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Inserisci il codice di 6 cifre.']);
    }
  });
});

describe('emailCodeInputSchema', () => {
  it('takes the address the code was sent to with its six digits', () => {
    expect(emailCodeInputSchema.parse({ email: ' Giulia@Example.it ', code: '123 456' })).toMatchObject({ code: '123456' });
  });

  it('says what is missing, field by field', () => {
    expect(messages(emailCodeInputSchema.safeParse({ email: '', code: '12' }))).toEqual([
      'code: Inserisci il codice di 6 cifre.',
      'email: Inserisci la tua email.',
    ]);
  });
});
