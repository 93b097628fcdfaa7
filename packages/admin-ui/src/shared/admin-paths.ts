/**
 * The admin's URLs (docs/decisions/0018-admin-urls.md), named once: the route table, the links
 * between screens and the redirects of old links all build them here.
 */
export const ADMIN_PATHS = {
  home: '/admin',
  /** 'Resumen', the first screen (docs/product.md §6). */
  summary: '/admin/resumen',
  login: '/login',
  projects: '/admin/proyectos',
  /** 'nuevo' opens the form of a new project. */
  project: (id: number | 'nuevo') => `/admin/proyectos/${id}`,
  leads: '/admin/solicitudes',
  /** Lead ids are opaque to the admin ('42', or 'contact-12' from before one leads table). */
  lead: (id: string) => `/admin/solicitudes/${encodeURIComponent(id)}`,
  newsletter: '/admin/boletin',
  /** Páginas: the public pages' texts (docs/decisions/0022-page-texts.md). */
  pages: '/admin/paginas',
  settings: '/admin/configuracion',
  users: '/admin/usuarios',
  account: '/admin/cuenta',
  system: '/admin/sistema',
  activity: '/admin/actividad',
} as const;

/** The segment of /admin/proyectos/:id that opens the form of a new project. */
export const NEW_PROJECT = 'nuevo';
