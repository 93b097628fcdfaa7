import { describe, expect, it } from 'vitest';
import { submitErrorMessage } from './submit-error.js';

describe('submitErrorMessage', () => {
  it('shows the server’s message for a 429', () => {
    const limited = { status: 429, data: { message: 'Has enviado demasiadas solicitudes en poco tiempo.' } };
    expect(submitErrorMessage(limited, 'No se pudo enviar')).toBe('Has enviado demasiadas solicitudes en poco tiempo.');
  });

  it('keeps the form’s own message for any other failure', () => {
    expect(submitErrorMessage({ status: 500, data: { message: 'boom' } }, 'No se pudo enviar')).toBe('No se pudo enviar');
    expect(submitErrorMessage({ status: 'FETCH_ERROR', error: 'offline' }, 'No se pudo enviar')).toBe('No se pudo enviar');
    expect(submitErrorMessage({ status: 429, data: '<html>' }, 'No se pudo enviar')).toBe('No se pudo enviar');
    expect(submitErrorMessage(undefined, 'No se pudo enviar')).toBe('No se pudo enviar');
  });
});

describe('submitErrorMessage on an English page', () => {
  it('never shows the server’s Spanish message: a 429 says the same in English, anything else the form’s English error', () => {
    const limited = { status: 429, data: { message: 'Has enviado demasiadas solicitudes en poco tiempo.' } };
    expect(submitErrorMessage(limited, 'Could not send', 'en')).toBe(
      'You have sent too many requests in a short time. Please wait a few minutes and try again.',
    );
    const refused = { status: 400, data: { message: 'Revisa los datos del formulario' } };
    expect(submitErrorMessage(refused, 'Could not send', 'en')).toBe('Could not send');
  });
});
