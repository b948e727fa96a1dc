import { describe, expect, it } from 'vitest';
import { renderAuthEmail, renderOtpSms } from './templates';

const base = { appName: 'AllerGuida', otp: '123456', validForSeconds: 86400, link: 'https://allerguida.test/auth/v1/verify?token=t' } as const;

describe('auth emails (#43): Italian as always, English when the recipient reads English', () => {
  it('writes Italian by default, word for word', () => {
    const email = renderAuthEmail({ ...base, kind: 'signup' });
    expect(email.subject).toBe('Conferma la tua registrazione su AllerGuida');
    expect(email.text).toBe(
      [
        'Benvenuto su AllerGuida!',
        '',
        'Grazie per esserti registrato. Per attivare il tuo account conferma il tuo indirizzo email.',
        '',
        `Conferma email: ${base.link}`,
        '',
        'In alternativa inserisci questo codice: 123456',
        '',
        'Il link e il codice valgono 24 ore e si possono usare una sola volta.',
        "Se non ti sei registrato tu, ignora questa email: senza conferma l'account non viene attivato.",
        '',
        'Il team di AllerGuida',
      ].join('\n'),
    );
    expect(email.html).toContain('<html lang="it">');
    expect(renderOtpSms({ appName: 'AllerGuida', otp: '123456', validForSeconds: 60 }).text).toBe(
      'AllerGuida: il tuo codice di verifica è 123456. Vale 1 minuto. Non condividerlo con nessuno.',
    );
  });

  it('writes English, with the html lang to match', () => {
    const email = renderAuthEmail({ ...base, kind: 'recovery', validForSeconds: 3600, language: 'en' });
    expect(email.subject).toBe('Reset your AllerGuida password');
    expect(email.text).toBe(
      [
        'Reset your password',
        '',
        'We have received a request to reset the password of your account.',
        '',
        `Set a new password: ${base.link}`,
        '',
        'Alternatively, enter this code: 123456',
        '',
        'The link and the code are valid for 1 hour and can be used only once.',
        'If you did not ask to reset your password, ignore this email: your current password stays valid.',
        '',
        'The AllerGuida team',
      ].join('\n'),
    );
    expect(email.html).toContain('<html lang="en">');
    const code = renderAuthEmail({ appName: 'AllerGuida', otp: '654321', validForSeconds: 1800, kind: 'reauthentication', language: 'en' });
    expect(code.subject).toBe('Your code to change your password on AllerGuida');
    expect(code.text).toContain('Your code: 654321\n\nThe code is valid for 30 minutes and can be used only once.');
    expect(code.link).toBeUndefined();
    expect(
      renderAuthEmail({ ...base, kind: 'email_change_current', oldEmail: 'old@example.it', newEmail: 'new@example.it', language: 'en' }).text,
    ).toContain("A change of your account's email address from old@example.it to new@example.it has been requested.");
    expect(renderOtpSms({ appName: 'AllerGuida', otp: '123456', validForSeconds: 120, language: 'en' }).text).toBe(
      'AllerGuida: your verification code is 123456. It is valid for 2 minutes. Do not share it with anyone.',
    );
  });
});
