import { DIVISION_LABELS, type Lead, LEADS_LOCALE, LEADS_TIME_ZONE, telHref, whatsappHref } from '@casa/core';

export interface LeadMail {
  subject: string;
  replyTo: { name: string; address: string };
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A header never carries a line break typed by a visitor. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

const dateFormat = new Intl.DateTimeFormat(LEADS_LOCALE, { dateStyle: 'long', timeStyle: 'short', timeZone: LEADS_TIME_ZONE });

/** The link that opens the lead in the admin inbox. */
export const leadAdminUrl = (publicUrl: string, lead: Pick<Lead, 'id'>) => `${publicUrl}/admin/solicitudes/${encodeURIComponent(lead.id)}`;

/**
 * The Spanish notification of one contact or appointment (docs/decisions/0009-leads-inbox-and-mail-outbox.md):
 * every field in text and in HTML (escaped), Reply-To the visitor, the phone as call and WhatsApp
 * links (`countryCode` for a number written without one), and a link to the lead in the admin.
 */
export function leadMail(lead: Omit<Lead, 'notification'>, publicUrl: string, countryCode: string): LeadMail {
  const division = DIVISION_LABELS[lead.division];
  const what = lead.kind === 'contact' ? 'contacto' : 'cita';
  const link = leadAdminUrl(publicUrl, lead);
  const tel = telHref(lead.phone, countryCode);
  const whatsapp = whatsappHref(lead.phone, countryCode);
  const fields: [string, string | null][] = [
    ['Nombre', lead.name],
    ['Email', lead.email],
    ['Teléfono', lead.phone],
    ['WhatsApp', whatsapp],
    ['Empresa', lead.company],
    ['División', division],
    ['Fecha preferida', lead.preferredDate],
    ['Hora preferida', lead.preferredTime],
    ['Recibida', `${dateFormat.format(new Date(lead.createdAt))} (hora de Santo Domingo)`],
  ];
  const present = fields.filter((field): field is [string, string] => Boolean(field[1]));
  const title = `Nueva solicitud de ${what}`;

  const text = [
    `${title} (${division})`,
    '',
    ...present.map(([label, value]) => `${label}: ${value}`),
    '',
    'Mensaje:',
    lead.message,
    '',
    `Ver en el panel: ${link}`,
    'Responde a este correo para escribir directamente a la persona.',
  ].join('\n');

  // The phone and WhatsApp cells are links; every other value is text.
  const cell = (label: string, value: string) => {
    if (label === 'Teléfono' && tel) return `<a href="${escapeHtml(tel)}">${escapeHtml(value)}</a>`;
    if (label === 'WhatsApp') return `<a href="${escapeHtml(value)}">Escribir por WhatsApp</a>`;
    return escapeHtml(value);
  };
  const rows = present
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${cell(label, value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="es"><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">
<h1 style="font-size:18px">${escapeHtml(title)} (${escapeHtml(division)})</h1>
<table style="border-collapse:collapse">${rows}</table>
<h2 style="font-size:16px">Mensaje</h2>
<p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>
<p><a href="${escapeHtml(link)}">Ver la solicitud en el panel</a></p>
<p style="color:#666;font-size:13px">Responde a este correo para escribir directamente a la persona.</p>
</body></html>`;

  return {
    subject: oneLine(`Nueva solicitud de ${what}: ${lead.name} (${division})`),
    replyTo: { name: oneLine(lead.name), address: lead.email },
    text,
    html,
  };
}
