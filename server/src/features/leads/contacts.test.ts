import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, jsonBody, startTestApp, type TestApp } from '../../test-support/harness.js';
import { contactRequest } from '../../test-support/lead-requests.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const valid = contactRequest;

describe('POST /api/contacts', () => {
  it('stores a valid message and answers 201', async () => {
    const response = await t.request('/api/contacts', jsonBody(valid));
    expect(response.status).toBe(201);
    const { id } = await bodyOf(response);
    const row = await t.db('leads').where({ id }).first();
    expect(row).toMatchObject({ kind: 'contact', name: 'Ana Pérez', email: 'ana@example.com', division: 'corporativo', language: 'es' });
  });

  it.each([
    ['name', 'A', 'El nombre debe tener al menos 2 caracteres'],
    ['email', 'no-es-email', 'Por favor ingresa un email válido'],
    ['phone', '12345', 'El teléfono debe tener al menos 10 dígitos'],
    ['message', 'Hola', 'El mensaje debe tener al menos 10 caracteres'],
    ['acceptPrivacy', false, 'Debes aceptar la política de privacidad'],
  ])('refuses a bad %s with the product’s message', async (field, value, message) => {
    const before = await t.db('leads').count<{ c: number }[]>({ c: '*' });
    const response = await t.request('/api/contacts', jsonBody({ ...valid, [field]: value }));
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).errors[field]).toContain(message);
    expect(await t.db('leads').count<{ c: number }[]>({ c: '*' })).toEqual(before);
  });

  it('refuses an unknown division, wrong types, huge strings and broken JSON with a 4xx', async () => {
    expect((await t.request('/api/contacts', jsonBody({ ...valid, division: 'retail' }))).status).toBe(400);
    expect((await t.request('/api/contacts', jsonBody({ ...valid, name: { $gt: '' } }))).status).toBe(400);
    expect((await t.request('/api/contacts', jsonBody({ ...valid, message: 'x'.repeat(6000) }))).status).toBe(400);
    expect((await t.request('/api/contacts', jsonBody({ ...valid, message: 'x'.repeat(200_000) }))).status).toBe(413);
    const broken = await t.request('/api/contacts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name": ' });
    expect(broken.status).toBe(400);
    expect(await bodyOf(broken)).toEqual({ message: 'La solicitud no es válida.' });
    expect(t.errors).toEqual([]);
  });

  it('stores SQL metacharacters as plain text', async () => {
    const name = "Robert'); DROP TABLE leads;--";
    const response = await t.request('/api/contacts', jsonBody({ ...valid, name }));
    expect(response.status).toBe(201);
    expect(await t.db('leads').where({ name }).first()).toBeDefined();
  });
});
