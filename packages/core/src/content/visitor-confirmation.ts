/**
 * The confirmation to the visitor of each form (docs/decisions/0024-appointment-dates-and-visitor-mail.md):
 * on by default, in Spanish. Settings saved before it existed read with these. A module of its
 * own, without zod: the public pages' first script reads the default settings, and zod must not
 * load before apps/web/src/lib/zod-jitless.ts has run.
 */
export const DEFAULT_VISITOR_CONFIRMATION = {
  contact: {
    enabled: true,
    subject: 'Hemos recibido tu mensaje',
    text: 'Hola {nombre}:\n\nGracias por escribirnos. Hemos recibido tu mensaje y una persona de nuestro equipo te responderá lo antes posible, normalmente en un día laborable.\n\nSi quieres añadir algo, responde a este correo.\n\nUn saludo,\n{empresa}',
  },
  appointment: {
    enabled: true,
    subject: 'Hemos recibido tu solicitud de cita',
    text: 'Hola {nombre}:\n\nGracias por tu interés. Hemos recibido tu solicitud de cita y te escribiremos pronto para confirmar el día y la hora.\n\nSi quieres cambiar algo, responde a este correo.\n\nUn saludo,\n{empresa}',
  },
} as const;
