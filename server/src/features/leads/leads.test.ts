import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, jsonBody, startTestApp, type TestApp } from '../../test-support/harness.js';
import { appointmentRequest, contactRequest } from '../../test-support/lead-requests.js';

let t: TestApp;
let cookie: string;
let clock = new Date('2026-11-20T14:00:00.000Z');
const tick = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

const contact = contactRequest;
const appointment = appointmentRequest;

async function submit(kind: 'contacts' | 'appointments', body: object): Promise<string> {
  tick(1);
  const response = await t.request(`/api/${kind}`, jsonBody(body));
  expect(response.status).toBe(201);
  const { id } = await bodyOf(response);
  expect(id).toBeGreaterThan(0);
  // The API gives a lead's number as text (docs/decisions/0017-one-leads-table.md).
  return String(id);
}

const get = (path: string) => t.request(path, { headers: { cookie } });
const patch = (path: string, body: unknown) =>
  t.request(path, { method: 'PATCH', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
const ids = async (query: string) => (await bodyOf(await get(`/api/leads${query}`))).items.map((item: { id: string }) => item.id);

let ana: string;
let hotel: string;
let luis: string;
let tricky: string;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  cookie = await t.adminCookie();
  ana = await submit('contacts', contact);
  hotel = await submit('appointments', appointment);
  luis = await submit('contacts', {
    ...contact,
    name: 'Luis Gómez',
    email: 'luis@oficinas.do',
    division: 'hospitality',
    message: 'Sillas 100% ergonómicas, por favor.',
  });
  tricky = await submit('appointments', {
    ...appointment,
    name: '=HYPERLINK("http://evil.example","Haz clic")',
    email: 'ventas@mejores.do',
    company: 'Muebles, "Los Mejores" SRL',
    message: 'Primera línea\nSegunda línea, con coma',
    division: 'corporativo',
  });
});
afterAll(() => t.close());

describe('GET /api/leads', () => {
  it('lists contacts and appointments newest first with every field, dates in ISO 8601', async () => {
    const response = await get('/api/leads');
    expect(response.status).toBe(200);
    const body = await bodyOf(response);
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    expect(body.items.map((item: { id: string }) => item.id)).toEqual([tricky, luis, hotel, ana]);
    expect(body.items[2]).toEqual({
      id: hotel,
      kind: 'appointment',
      division: 'hospitality',
      name: 'Hotel Playa Azul',
      email: 'compras@playaazul.do',
      phone: '809-555-0123',
      company: 'Playa Azul Resort',
      message: 'Necesitamos amueblar 120 habitaciones y el lobby.',
      preferredDate: '2026-12-02',
      preferredTime: '10:00',
      confirmedDate: null,
      confirmedTime: null,
      confirmedLocation: null,
      status: 'new',
      createdAt: '2026-11-20T14:02:00.000Z',
      handledAt: null,
      handledBy: null,
      // No SMTP_URL in this suite: the inbox works, nothing is sent.
      notification: { status: 'disabled', attempts: 0, sentAt: null, lastError: null, canSend: false },
      // Sent without a source (an older page, or a client that keeps none): every part null.
      source: {
        landingPage: null,
        referrer: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        utmTerm: null,
        utmContent: null,
      },
      // Sent without a language (a Spanish page of before the English site): Spanish.
      language: 'es',
    });
    expect(body.items[3]).toMatchObject({ id: ana, kind: 'contact', company: null, preferredDate: null, preferredTime: null });
  });

  it('filters by type, division, status and a search over name, e-mail, company and message', async () => {
    expect(await ids('?kind=contact')).toEqual([luis, ana]);
    expect(await ids('?kind=appointment')).toEqual([tricky, hotel]);
    expect(await ids('?division=hospitality')).toEqual([luis, hotel]);
    expect(await ids('?kind=contact&division=corporativo')).toEqual([ana]);
    expect(await ids('?status=new')).toEqual([tricky, luis, hotel, ana]);
    expect(await ids('?status=archived')).toEqual([]);
    expect(await ids('?q=ANA')).toEqual([ana]);
    expect(await ids('?q=playaazul.do')).toEqual([hotel]);
    expect(await ids('?q=los%20mejores')).toEqual([tricky]);
    expect(await ids('?q=estaciones')).toEqual([ana]);
    expect(await ids('?q=100%25')).toEqual([luis]);
    expect(await ids('?q=_')).toEqual([]);
    expect(await ids('?kind=&division=&status=&q=')).toHaveLength(4);
  });

  it("filters by the e-mail's state: pending, or failed for good (the link in 'Estado del sistema')", async () => {
    const outbox = (id: string) => t.db('mail_outbox').where({ lead_id: Number(id) });
    await outbox(ana).update({ status: 'failed' });
    await outbox(hotel).update({ status: 'pending' });
    try {
      expect(await ids('?notification=failed')).toEqual([ana]);
      expect(await ids('?notification=pending&kind=appointment')).toEqual([hotel]);
      const bad = await get('/api/leads?notification=sent');
      expect(bad.status).toBe(400);
      expect((await bodyOf(bad)).message).toBe('El filtro de e-mail debe ser pending o failed');
    } finally {
      await t.db('mail_outbox').whereIn('status', ['failed', 'pending']).update({ status: 'disabled' });
    }
  });

  it('pages through the list', async () => {
    const first = await bodyOf(await get('/api/leads?pageSize=3'));
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.items).toHaveLength(3);
    const second = await bodyOf(await get('/api/leads?pageSize=3&page=2'));
    expect(second.items.map((item: { id: string }) => item.id)).toEqual([ana]);
    expect((await bodyOf(await get('/api/leads?page=9'))).items).toEqual([]);
  });

  it.each([
    ['kind=lead', 'El tipo debe ser contact o appointment'],
    ['status=done', 'El estado debe ser new, confirmed, handled o archived'],
    ['division=retail', 'La división debe ser corporativo o hospitality'],
    ['page=0', 'La página debe ser un número entero mayor que 0'],
    ['page=abc', 'La página debe ser un número entero mayor que 0'],
    ['pageSize=101', 'El tamaño de página debe ser un número entre 1 y 100'],
    ['status=new&status=handled', 'El estado debe ser new, confirmed, handled o archived'],
    ['q=a&q=b', 'La búsqueda debe ser un texto'],
    [`q=${'x'.repeat(201)}`, 'Este campo no puede superar 200 caracteres'],
  ])('answers 400 with a Spanish message for ?%s', async (query, message) => {
    const response = await get(`/api/leads?${query}`);
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).message).toBe(message);
    const csv = await get(`/api/leads/export.csv?${query}`);
    expect(csv.status).toBe(400);
  });
});

describe('access', () => {
  it.each(['/api/leads', '/api/leads/summary', '/api/leads/export.csv', '/api/leads/1'])('GET %s needs a session (401)', async (path) => {
    const response = await t.request(path);
    expect(response.status).toBe(401);
    expect(await bodyOf(response)).toEqual({ message: 'No autenticado' });
  });

  it('PATCH needs a session and this site’s Origin', async () => {
    const noSession = await t.request(`/api/leads/${ana}`, { ...jsonBody({ status: 'handled' }), method: 'PATCH' });
    expect(noSession.status).toBe(401);
    const foreign = await t.request(`/api/leads/${ana}`, {
      ...jsonBody({ status: 'handled' }, { cookie, origin: 'https://evil.example' }),
      method: 'PATCH',
    });
    expect(foreign.status).toBe(403);
    expect((await bodyOf(await get('/api/leads?status=handled'))).total).toBe(0);
  });

  it('is open to editors as well as admins', async () => {
    const editora = { username: 'editora', password: 'editora-clave-123' };
    await t.createUser({ ...editora, role: 'editor' });
    const editorCookie = await t.signIn(editora);
    const response = await t.request('/api/leads', { headers: { cookie: editorCookie } });
    expect(response.status).toBe(200);
    expect((await bodyOf(response)).total).toBe(4);
  });
});

describe('PATCH /api/leads/:id and the summary', () => {
  it('marks a lead handled (who and when), archives it, and reopens it', async () => {
    expect(await bodyOf(await get('/api/leads/summary'))).toEqual({ new: 4 });

    tick(5);
    const handled = await patch(`/api/leads/${ana}`, { status: 'handled' });
    expect(handled.status).toBe(200);
    expect(await bodyOf(handled)).toMatchObject({ id: ana, status: 'handled', handledAt: clock.toISOString(), handledBy: 'test-admin' });
    expect(await bodyOf(await get('/api/leads/summary'))).toEqual({ new: 3 });
    expect(await ids('?status=handled')).toEqual([ana]);

    const handledAt = clock.toISOString();
    tick(5);
    const archived = await bodyOf(await patch(`/api/leads/${ana}`, { status: 'archived' }));
    expect(archived).toMatchObject({ status: 'archived', handledAt, handledBy: 'test-admin' });

    const archivedHotel = await bodyOf(await patch(`/api/leads/${hotel}`, { status: 'archived' }));
    expect(archivedHotel).toMatchObject({ status: 'archived', handledAt: clock.toISOString(), handledBy: 'test-admin' });
    expect(await ids('?status=archived')).toEqual([hotel, ana]);

    const reopened = await bodyOf(await patch(`/api/leads/${ana}`, { status: 'new' }));
    expect(reopened).toMatchObject({ status: 'new', handledAt: null, handledBy: null });
    expect(await bodyOf(await get('/api/leads/summary'))).toEqual({ new: 3 });
    await patch(`/api/leads/${hotel}`, { status: 'new' });
  });

  it('reads one lead by its id', async () => {
    const response = await get(`/api/leads/${hotel}`);
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toMatchObject({ id: hotel, name: 'Hotel Playa Azul', company: 'Playa Azul Resort' });
    expect((await get('/api/leads/9999')).status).toBe(404);
    expect((await t.request(`/api/leads/${hotel}`)).status).toBe(401);
  });

  it('opens a lead by the id it had before the one table (an older e-mail’s link), and answers its id of now', async () => {
    await t
      .db('leads')
      .where({ id: Number(hotel) })
      .update({ legacy_ref: 'appointment-3' });
    const response = await get('/api/leads/appointment-3');
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toMatchObject({ id: hotel, kind: 'appointment', name: 'Hotel Playa Azul' });
    // Looked up as written: no other spelling, no kind read out of it, and only for reading.
    for (const ref of ['appointment-03', 'Appointment-3', 'contact-3', 'appointment-3 ', `appointment-${hotel}`]) {
      expect((await get(`/api/leads/${encodeURIComponent(ref)}`)).status, ref).toBe(404);
    }
    expect((await patch('/api/leads/appointment-3', { status: 'handled' })).status).toBe(404);
    expect((await bodyOf(await get(`/api/leads/${hotel}`))).status).toBe('new');
  });

  it('answers 404 for an unknown lead and 400 for a bad status', async () => {
    for (const id of ['9999', '0', '-1', '1.5', 'abc', '99999999999', 'contact-1']) {
      const response = await patch(`/api/leads/${id}`, { status: 'handled' });
      expect(response.status).toBe(404);
      expect(await bodyOf(response)).toEqual({ message: 'Solicitud no encontrada' });
    }
    const bad = await patch(`/api/leads/${ana}`, { status: 'done' });
    expect(bad.status).toBe(400);
    expect((await bodyOf(bad)).message).toBe('El estado debe ser new, handled o archived');
    expect((await patch(`/api/leads/${ana}`, null)).status).toBe(400);
    expect(t.errors).toEqual([]);
  });
});

describe('GET /api/leads/export.csv', () => {
  it('is UTF-8 with a BOM, a Spanish header, quoted commas, quotes and line breaks, and no live formulas', async () => {
    const response = await get('/api/leads/export.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="solicitudes-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Fecha,Tipo,División,Estado,Nombre,Email,Teléfono,Empresa,Mensaje,Fecha preferida,Hora preferida,Atendido el,Atendido por,Notificación,Id,' +
        'Origen,Página de entrada,Sitio de referencia,utm_source,utm_medium,utm_campaign,utm_term,utm_content,Idioma',
    );
    // Newest first, the date in Santo Domingo's clock (UTC−4).
    expect(lines[1]).toMatch(/^2026-11-20 10:04,Cita,Corporativo,Nuevo,"'=HYPERLINK\(""http:\/\/evil\.example"",""Haz clic""\)",/);
    expect(text).toContain('"Muebles, ""Los Mejores"" SRL","Primera línea\nSegunda línea, con coma",2026-12-02,10:00');
    expect(text).toContain('Ana Pérez,ana@example.com,809-555-0123');
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('follows the filter', async () => {
    const text = await (await get('/api/leads/export.csv?division=hospitality&kind=contact')).text();
    expect(text).toContain('Luis Gómez');
    expect(text).not.toContain('Ana Pérez');
    expect(text).not.toContain('Playa Azul');
  });
});

describe('one transaction for the lead and its notification', () => {
  it('stores neither when the outbox row cannot be written', async () => {
    const count = async () => Number((await t.db('leads').count({ c: '*' }))[0]?.c);
    const before = await count();
    await t.db.schema.renameTable('mail_outbox', 'mail_outbox_away');
    try {
      const response = await t.request('/api/contacts', jsonBody({ ...contact, name: 'Sin aviso' }));
      expect(response.status).toBe(500);
      expect(await bodyOf(response)).toEqual({ message: 'Error interno del servidor. Inténtalo de nuevo más tarde.' });
    } finally {
      await t.db.schema.renameTable('mail_outbox_away', 'mail_outbox');
      t.errors.length = 0;
    }
    expect(await count()).toBe(before);
    expect(await t.db('leads').where({ name: 'Sin aviso' }).first()).toBeUndefined();
  });
});
