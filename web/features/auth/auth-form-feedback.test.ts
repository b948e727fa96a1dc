import { describe, expect, it } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import {
  newPasswordInputSchema,
  resetPasswordRequestInputSchema,
  signInInputSchema,
  signUpInputSchema,
} from '@domain/schemas/auth';
import {
  credentialsValidationToast,
  newPasswordValidationToast,
  passwordMatch,
  resetEmailValidationToast,
} from './auth-form-feedback';

/** Validates like the forms do: the domain schema through react-hook-form's zod resolver. */
async function validate<T extends FieldValues>(resolver: Resolver<T>, values: T): Promise<FieldErrors<T>> {
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors;
}

const messagesOf = (errors: FieldErrors): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message as string | undefined]));

describe('sign-in form', () => {
  const resolver = zodResolver(signInInputSchema);

  it('requires email and password', async () => {
    const errors = await validate(resolver, { email: '', password: '' });
    expect(messagesOf(errors)).toEqual({ email: 'Inserisci la tua email.', password: 'Inserisci la password.' });
    expect(credentialsValidationToast(errors)).toBeNull();
  });

  it('refuses a malformed email', async () => {
    const errors = await validate(resolver, { email: 'mario', password: 'segreto1' });
    expect(messagesOf(errors)).toEqual({ email: 'Inserisci un indirizzo email valido.' });
  });

  it('refuses a password under 6 characters with the spec toast', async () => {
    const errors = await validate(resolver, { email: 'mario@example.it', password: '12345' });
    expect(messagesOf(errors)).toEqual({ password: 'La password deve avere almeno 6 caratteri.' });
    expect(credentialsValidationToast(errors)).toEqual({
      title: 'Password troppo corta',
      description: 'La password deve avere almeno 6 caratteri.',
    });
  });

  it('accepts 6 characters and normalises the email', async () => {
    const result = await resolver({ email: '  Mario@Example.IT ', password: '123456' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ email: 'mario@example.it', password: '123456' });
  });
});

describe('sign-up form', () => {
  const resolver = zodResolver(signUpInputSchema);

  it('requires the nickname as well', async () => {
    const errors = await validate(resolver, { email: 'mario@example.it', password: 'segreto1', nickname: '   ' });
    expect(messagesOf(errors)).toEqual({ nickname: 'Inserisci un nickname.' });
  });

  it('shows the short-password toast on sign-up too', async () => {
    const errors = await validate(resolver, { email: 'mario@example.it', password: 'abc', nickname: 'Mario' });
    expect(credentialsValidationToast(errors)?.title).toBe('Password troppo corta');
  });
});

describe('new password form', () => {
  const resolver = zodResolver(newPasswordInputSchema);

  it('refuses a short new password with the reset wording', async () => {
    const errors = await validate(resolver, { password: 'abc', confirmPassword: 'abc' });
    expect(messagesOf(errors)).toEqual({ password: 'La nuova password deve avere almeno 6 caratteri.' });
    expect(newPasswordValidationToast(errors)).toEqual({
      title: 'Password troppo corta',
      description: 'La nuova password deve avere almeno 6 caratteri.',
    });
  });

  it('refuses a mismatched confirmation', async () => {
    const errors = await validate(resolver, { password: 'nuova-password', confirmPassword: 'nuova-passwort' });
    expect(messagesOf(errors)).toEqual({ confirmPassword: 'Le password non coincidono' });
    expect(newPasswordValidationToast(errors)).toEqual({
      title: 'Le password non coincidono',
      description: 'Controlla e riprova.',
    });
  });

  it('accepts matching passwords', async () => {
    expect(await validate(resolver, { password: 'nuova-password', confirmPassword: 'nuova-password' })).toEqual({});
  });
});

describe('reset request form', () => {
  const resolver = zodResolver(resetPasswordRequestInputSchema);

  it('asks for the email with the reset wording and toast', async () => {
    const errors = await validate(resolver, { email: '' });
    expect(messagesOf(errors)).toEqual({ email: 'Inserisci il tuo indirizzo email.' });
    expect(resetEmailValidationToast(errors)).toEqual({
      title: 'Email richiesta',
      description: 'Inserisci il tuo indirizzo email.',
    });
  });

  it('has no toast for a malformed email (the inline message says it)', async () => {
    const errors = await validate(resolver, { email: 'mario@' });
    expect(messagesOf(errors)).toEqual({ email: 'Inserisci un indirizzo email valido.' });
    expect(resetEmailValidationToast(errors)).toBeNull();
  });
});

describe('passwordMatch', () => {
  it('says nothing until the confirmation is typed', () => {
    expect(passwordMatch('segreto1', '')).toBeNull();
  });

  it('compares exactly, spaces and case included', () => {
    expect(passwordMatch('segreto1', 'segreto1')).toBe('match');
    expect(passwordMatch('segreto1', 'segreto')).toBe('mismatch');
    expect(passwordMatch('segreto1', 'Segreto1')).toBe('mismatch');
    expect(passwordMatch('segreto1 ', 'segreto1')).toBe('mismatch');
  });
});
