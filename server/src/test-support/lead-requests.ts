// Valid bodies for the public forms (POST /api/contacts and /api/appointments), shared by the tests of
// leads, mail delivery, contacts and the per-address form limit. Spread and override what a test varies.

/** A valid contact message (docs/product.md: the contact form). */
export const contactRequest = {
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '809-555-0123',
  message: 'Quisiera una cotización para 40 estaciones de trabajo.',
  acceptPrivacy: true,
  division: 'corporativo',
};

/** A valid appointment request, from a company, with a preferred date and time. */
export const appointmentRequest = {
  ...contactRequest,
  name: 'Hotel Playa Azul',
  email: 'compras@playaazul.do',
  company: 'Playa Azul Resort',
  message: 'Necesitamos amueblar 120 habitaciones y el lobby.',
  division: 'hospitality',
  preferredDate: '2026-12-02',
  preferredTime: '10:00',
};
