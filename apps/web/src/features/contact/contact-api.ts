import type { ContactInput } from '@casa/core';
import { api } from '@casa/api-client';
import { visitSource } from '../../lib/visit-source.js';

/**
 * POST /api/contacts (docs/product.md §7): any non-OK status is a failure; the success body is not
 * needed. `language` is the page's (docs/decisions/0026-english-site.md).
 */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation<{ id: number }, ContactInput>({
      query: (body) => ({ url: '/contacts', method: 'POST', body: { ...body, source: visitSource() } }),
    }),
  }),
});

export const { useSendContactMutation } = contactApi;
