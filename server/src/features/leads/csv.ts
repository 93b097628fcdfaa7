import {
  type Lead,
  DIVISION_LABELS,
  LANG_LABELS,
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  leadSourceLabel,
  NOTIFICATION_STATUS_LABELS,
} from '@casa/core';
import { csvDate } from '../../http/csv.js';

/** The columns of 'Exportar CSV' in the inbox, in Spanish. */
export const LEAD_CSV_HEADER = [
  'Fecha',
  'Tipo',
  'División',
  'Estado',
  'Nombre',
  'Email',
  'Teléfono',
  'Empresa',
  'Mensaje',
  'Fecha preferida',
  'Hora preferida',
  'Atendido el',
  'Atendido por',
  'Notificación',
  'Id',
  // Where the visit came from (docs/product.md §5 "Origen").
  'Origen',
  'Página de entrada',
  'Sitio de referencia',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  // The language of the form's page: 'español' or 'inglés' (docs/decisions/0026-english-site.md).
  'Idioma',
];

export function leadCsvRow(lead: Lead): (string | null)[] {
  return [
    csvDate(lead.createdAt),
    LEAD_KIND_LABELS[lead.kind],
    DIVISION_LABELS[lead.division],
    LEAD_STATUS_LABELS[lead.status],
    lead.name,
    lead.email,
    lead.phone,
    lead.company,
    lead.message,
    lead.preferredDate,
    lead.preferredTime,
    csvDate(lead.handledAt),
    lead.handledBy,
    NOTIFICATION_STATUS_LABELS[lead.notification.status],
    lead.id,
    leadSourceLabel(lead.source),
    lead.source.landingPage,
    lead.source.referrer,
    lead.source.utmSource,
    lead.source.utmMedium,
    lead.source.utmCampaign,
    lead.source.utmTerm,
    lead.source.utmContent,
    LANG_LABELS[lead.language],
  ];
}
