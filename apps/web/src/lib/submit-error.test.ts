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
