import { lazyRoute } from '../lib/lazy-route.js';

// Every screen is its own chunk: the landing page downloads only what it shows.
export const LandingPage = lazyRoute(() => import('../features/landing/landing-page.js'));
export const DivisionHomePage = lazyRoute(() => import('../features/division-home/division-home-page.js'));
export const AboutPage = lazyRoute(() => import('../features/about/about-page.js'));
export const ServicesPage = lazyRoute(() => import('../features/services/services-page.js'));
export const ProjectsPage = lazyRoute(() => import('../features/projects/projects-page.js'));
export const ProjectDetailPage = lazyRoute(() => import('../features/project-detail/project-detail-page.js'));
export const ContactPage = lazyRoute(() => import('../features/contact/contact-page.js'));
export const PrivacyPage = lazyRoute(() => import('../features/legal/privacy-page.js'));
export const TermsPage = lazyRoute(() => import('../features/legal/terms-page.js'));
export const NotFoundPage = lazyRoute(() => import('../features/not-found/not-found-page.js'));
// The admin (antd and the admin screens) loads only on /login and /admin.
export const AdminPages = lazyRoute(() => import('./admin-pages.js'));
export const StoreProvider = lazyRoute(() => import('./store-provider.js'));

const SECTION_PAGES = { nosotros: AboutPage, servicios: ServicesPage, proyectos: ProjectsPage, contacto: ContactPage } as const;

/** Starts downloading the page of a path (the route table of docs/product.md §2, see routes.tsx). */
export function preloadPage(pathname: string): void {
  const parts = pathname.split('/').filter(Boolean);
  const [first, second] = parts;
  const division = first === 'corporativo' || first === 'hospitality';
  let page: { preload: () => Promise<unknown> } = NotFoundPage;
  if (parts.length === 0) page = LandingPage;
  else if (division && parts.length === 1) page = DivisionHomePage;
  else if (division && parts.length === 2 && second && second in SECTION_PAGES) page = SECTION_PAGES[second as keyof typeof SECTION_PAGES];
  else if ((division && second === 'proyecto' && parts.length === 3) || (first === 'proyecto' && parts.length === 2))
    page = ProjectDetailPage;
  else if (first === 'projects' && parts.length === 1) page = ProjectsPage;
  else if (first === 'privacy' || first === 'politica-de-privacidad') page = PrivacyPage;
  else if (first === 'terms' || first === 'terminos-y-condiciones') page = TermsPage;
  void page.preload().catch(() => undefined);
}
