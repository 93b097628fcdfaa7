// Test-only: what the API answers, shaped as the server sends it.
import { EMPTY_LEAD_SOURCE, type Lead, type SignedInUser } from '@casa/core';
import type { ApiRoutes } from './api-stub.js';

const NO_SECOND_FACTOR = { twoFactorEnabled: false, passwordChangeReason: null, twoFactorSetupRequired: false };
export const ADMIN: SignedInUser = { id: 1, username: 'ana', role: 'admin', ...NO_SECOND_FACTOR };
export const EDITOR: SignedInUser = { id: 2, username: 'beto', role: 'editor', ...NO_SECOND_FACTOR };

export function lead(fields: Partial<Lead> = {}): Lead {
  return {
    id: '42',
    kind: 'contact',
    division: 'hospitality',
    name: 'Hotel Brisa',
    email: 'compras@brisa.do',
    phone: '809-555-0199',
    company: 'Brisa SRL',
    message: 'Necesitamos cotizar 80 habitaciones.',
    preferredDate: null,
    preferredTime: null,
    language: 'es',
    confirmedDate: null,
    confirmedTime: null,
    confirmedLocation: null,
    status: 'new',
    createdAt: '2026-11-21T14:30:00.000Z',
    handledAt: null,
    handledBy: null,
    notification: { status: 'disabled', attempts: 0, sentAt: null, lastError: null, canSend: false },
    source: EMPTY_LEAD_SOURCE,
    ...fields,
  };
}

/** A project as GET /api/projects sends it (the admin normalises it on arrival). */
export function project(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 7,
    name: 'Torre Ejecutiva',
    year: 2024,
    location: 'Santo Domingo',
    division: 'corporativo',
    projectType: 'Oficina Ejecutiva',
    scope: 'Mobiliario de 12 pisos',
    description: 'Puestos, salas de juntas y recepción.',
    imageUrls: [],
    imageAlts: [],
    brands: [],
    developmentProcess: [],
    keyFeatures: [],
    status: 'published',
    featured: false,
    createdAt: '2026-01-10T12:00:00.000Z',
    ...fields,
  };
}

/** One page of the staff list as GET /api/projects/all?page= answers it. */
export function projectPage(items: Record<string, unknown>[], total = items.length, page = 1): Record<string, unknown> {
  return { items, total, page, pageSize: 24, facets: null };
}

/** A signed-in staff member on a quiet day: no new leads, no projects, no brands. */
export function signedIn(user: SignedInUser = ADMIN): ApiRoutes {
  return {
    'GET /api/auth/me': { body: user },
    'GET /api/leads/summary': { body: { new: 0 } },
    'GET /api/projects': { body: [] },
    // Before ':id' routes a test adds: the stub answers with the first route that matches.
    'GET /api/projects/all': { body: projectPage([]) },
    'GET /api/brands': { body: [] },
  };
}

export const SIGNED_OUT: ApiRoutes = {
  'GET /api/auth/me': { status: 401, body: { message: 'No autenticado' } },
};
