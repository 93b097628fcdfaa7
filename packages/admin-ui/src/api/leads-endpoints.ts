import type { AppointmentConfirmInput, Lead, LeadPage, LeadQuery, LeadStats, LeadStatusInput, NewsletterPage } from '@casa/core';
import { api } from '@casa/api-client';

/** Query-string of the inbox filters; blank values are left out. */
export function leadSearchParams(query: LeadQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}

const withQuery = (path: string, params: URLSearchParams) => (params.size > 0 ? `${path}?${params.toString()}` : path);

/**
 * The leads inbox and the newsletter list (docs/decisions/0009-leads-inbox-and-mail-outbox.md). Unlike the
 * rest of the admin, these lists refresh by themselves: the screens poll every 30 s and refetch
 * when the window regains focus.
 */
export const leadsApi = api.enhanceEndpoints({ addTagTypes: ['Lead', 'Subscriber'] }).injectEndpoints({
  endpoints: (build) => ({
    getLeads: build.query<LeadPage, LeadQuery>({
      query: (query) => withQuery('/leads', leadSearchParams(query)),
      providesTags: ['Lead'],
    }),
    getLead: build.query<Lead, string>({
      query: (id) => `/leads/${encodeURIComponent(id)}`,
      providesTags: ['Lead'],
    }),
    getLeadsSummary: build.query<{ new: number }, void>({
      query: () => '/leads/summary',
      providesTags: ['Lead'],
    }),
    updateLeadStatus: build.mutation<Lead, { id: string; status: LeadStatusInput['status'] }>({
      query: ({ id, status }) => ({ url: `/leads/${encodeURIComponent(id)}`, method: 'PATCH', body: { status } }),
      invalidatesTags: (_lead, error) => (error ? [] : ['Lead']),
    }),
    sendLeadNotification: build.mutation<Lead, string>({
      query: (id) => ({ url: `/leads/${encodeURIComponent(id)}/notification`, method: 'POST' }),
      invalidatesTags: (_lead, error) => (error ? [] : ['Lead']),
    }),
    /** 'Resumen': the figures of the last `weeks` weeks (GET /api/leads/stats). */
    getLeadStats: build.query<LeadStats, number>({
      query: (weeks) => `/leads/stats?weeks=${weeks}`,
      providesTags: ['Lead'],
    }),
    /** 'Confirmar cita' and 'Cambiar fecha': the visitor's invitation is queued with it. */
    confirmAppointment: build.mutation<Lead, { id: string } & AppointmentConfirmInput>({
      query: ({ id, ...body }) => ({ url: `/leads/${encodeURIComponent(id)}/appointment/confirm`, method: 'POST', body }),
      invalidatesTags: (_lead, error) => (error ? [] : ['Lead']),
    }),
    cancelAppointment: build.mutation<Lead, string>({
      query: (id) => ({ url: `/leads/${encodeURIComponent(id)}/appointment/cancel`, method: 'POST', body: {} }),
      invalidatesTags: (_lead, error) => (error ? [] : ['Lead']),
    }),
    getNewsletterSubscribers: build.query<NewsletterPage, number>({
      query: (page) => `/newsletter/subscribers?page=${page}`,
      providesTags: ['Subscriber'],
    }),
  }),
});

export const {
  useGetLeadsQuery,
  useGetLeadQuery,
  useGetLeadsSummaryQuery,
  useUpdateLeadStatusMutation,
  useSendLeadNotificationMutation,
  useConfirmAppointmentMutation,
  useCancelAppointmentMutation,
  useGetNewsletterSubscribersQuery,
  useGetLeadStatsQuery,
} = leadsApi;

/** The CSV export URLs (same filters as the list). */
export const leadsExportUrl = (query: LeadQuery) =>
  withQuery('/api/leads/export.csv', leadSearchParams({ ...query, page: undefined, pageSize: undefined }));
export const NEWSLETTER_EXPORT_URL = '/api/newsletter/export.csv';
