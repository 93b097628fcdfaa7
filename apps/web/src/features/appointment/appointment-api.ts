import type { AppointmentInput } from '@casa/core';
import { api } from '@casa/api-client';
import { visitSource } from '../../lib/visit-source.js';

/** POST /api/appointments (docs/product.md §7): any non-OK status is a failure. `language` is the page's (docs/decisions/0026-english-site.md). */
export const appointmentApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestAppointment: build.mutation<{ id: number }, AppointmentInput>({
      query: (body) => ({ url: '/appointments', method: 'POST', body: { ...body, source: visitSource() } }),
    }),
  }),
});

export const { useRequestAppointmentMutation } = appointmentApi;
