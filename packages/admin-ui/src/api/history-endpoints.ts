import type { AuditPage, DeletedRecord, HistoryList, HistoryRestoreInput, HistoryType, HistoryVersion } from '@casa/core';
import { api } from '@casa/api-client';

/** What each type's restore changes in the other screens' data. */
const RESTORED_TAGS = { project: 'Project', brand: 'Brand', settings: 'Settings', 'page-content': 'Settings' } as const;

export interface AuditFilters {
  action?: string;
  user?: string;
  from?: string;
  to?: string;
  page?: number;
}

/** The query string of 'Actividad' (its list and its CSV), without the empty filters. */
export function auditQuery(filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const auditExportUrl = (filters: AuditFilters) => `/api/audit/export.csv${auditQuery({ ...filters, page: undefined })}`;

/** 'Historial' of projects, brands and Configuración, and 'Actividad' (docs/decisions/0021-history-and-activity.md). */
export const historyApi = api.enhanceEndpoints({ addTagTypes: ['History', 'Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    getHistory: build.query<HistoryList, { type: HistoryType; id: number }>({
      query: ({ type, id }) => `/history?type=${type}&id=${id}`,
      providesTags: ['History'],
    }),
    getHistoryVersion: build.query<HistoryVersion, { type: HistoryType; id: number; version: number }>({
      query: ({ type, id, version }) => `/history/${type}/${id}/${version}`,
    }),
    restoreHistoryVersion: build.mutation<{ version: number }, HistoryRestoreInput>({
      query: (body) => ({ url: '/history/restore', method: 'POST', body }),
      invalidatesTags: (_result, error, input) => (error ? [] : ['History', 'Audit', RESTORED_TAGS[input.type]]),
    }),
    getDeleted: build.query<{ items: DeletedRecord[] }, 'project' | 'brand'>({
      query: (type) => `/history/deleted?type=${type}`,
      providesTags: ['History'],
    }),
    getAudit: build.query<AuditPage, AuditFilters>({
      query: (filters) => `/audit${auditQuery(filters)}`,
      providesTags: ['Audit'],
    }),
  }),
});

export const { useGetDeletedQuery, useGetHistoryQuery, useGetHistoryVersionQuery, useRestoreHistoryVersionMutation, useGetAuditQuery } =
  historyApi;
