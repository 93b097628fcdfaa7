import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, jsonBody, startTestApp, type TestApp } from '../../test-support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const valid = {
  name: 'Luis Gómez',
  email: 'luis@hotel.do',
  phone: '8095550199',
  company: 'Hotel Playa',
  message: 'Queremos renovar el lobby y 120 habitaciones.',
  acceptPrivacy: true,
  division: 'hospitality',
};

describe('POST /api/appointments', () => {
  it('stores the request with its optional fields and answers 201', async () => {
    const response = await t.request('/api/appointments', jsonBody({ ...valid, preferredDate: '2026-12-01', preferredTime: '10:00' }));
    expect(response.status).toBe(201);
    const { id } = await bodyOf(response);
    const row = await t.db('leads').where({ id }).first();
    expect(row).toMatchObject({ kind: 'appointment', company: 'Hotel Playa', preferred_date: '2026-12-01', division: 'hospitality' });
  });

  it('accepts a request without company, storing null', async () => {
    const { company: _company, ...withoutCompany } = valid;
    const response = await t.request('/api/appointments', jsonBody({ ...withoutCompany, company: '' }));
    expect(response.status).toBe(201);
    const row = await t
      .db('leads')
      .where({ id: (await bodyOf(response)).id })
      .first();
    expect(row.company).toBeNull();
  });

  it('refuses missing required fields with every message', async () => {
    const response = await t.request('/api/appointments', jsonBody({ division: 'hospitality' }));
    expect(response.status).toBe(400);
    const { errors } = await bodyOf(response);
    expect(errors.name).toContain('El nombre debe tener al menos 2 caracteres');
    expect(errors.email).toContain('Por favor ingresa un email válido');
    expect(errors.phone).toContain('El teléfono debe tener al menos 10 dígitos');
    expect(errors.message).toContain('El mensaje debe tener al menos 10 caracteres');
    expect(errors.acceptPrivacy).toContain('Debes aceptar la política de privacidad');
  });

  it('refuses acceptPrivacy sent as the string "true"', async () => {
    expect((await t.request('/api/appointments', jsonBody({ ...valid, acceptPrivacy: 'true' }))).status).toBe(400);
  });
});
