import { describe, expect, it } from 'vitest';
import { whatsappHref } from './whatsapp-link.js';

describe('whatsappHref', () => {
  it('links to wa.me with the digits only and the message prefilled', () => {
    expect(whatsappHref({ number: '+1 (809) 555-0111', message: 'Hola, quisiera información sobre mobiliario & diseño' })).toBe(
      'https://wa.me/18095550111?text=Hola%2C%20quisiera%20informaci%C3%B3n%20sobre%20mobiliario%20%26%20dise%C3%B1o',
    );
  });
});
