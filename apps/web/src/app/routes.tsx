import { isDivision } from '@casa/core';
import { type ReactNode, Suspense } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { PageLoading } from '../components/page-loading.js';
import {
  AboutPage,
  AdminPages,
  ContactPage,
  DivisionHomePage,
  LandingPage,
  NotFoundPage,
  PrivacyPage,
  ProjectDetailPage,
  ProjectsPage,
  ServicesPage,
  TermsPage,
} from './pages.js';
import { SiteLayout } from './site-layout.js';

/** `/:division/...` only for corporativo and hospitality; any other first segment is a 404. */
function DivisionOnly({ children }: { children: ReactNode }) {
  const { division } = useParams();
  return isDivision(division) ? children : <NotFoundPage />;
}

/** Project ids are positive integers, as the server's route table says; anything else is a 404. */
function ProjectIdOnly({ children }: { children: ReactNode }) {
  const { id } = useParams();
  return id && /^[1-9]\d{0,9}$/.test(id) ? children : <NotFoundPage />;
}

const standalone = (element: ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

/** The route table of docs/product.md §2 (mirrored by preloadPage in pages.ts and the server's known-routes.ts). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={standalone(<LandingPage />)} />
      <Route path="/login" element={standalone(<AdminPages page="login" />)} />
      <Route path="/admin" element={standalone(<AdminPages page="admin" />)} />
      <Route element={<SiteLayout />}>
        <Route
          path="/:division"
          element={
            <DivisionOnly>
              <DivisionHomePage />
            </DivisionOnly>
          }
        />
        <Route
          path="/:division/nosotros"
          element={
            <DivisionOnly>
              <AboutPage />
            </DivisionOnly>
          }
        />
        <Route
          path="/:division/servicios"
          element={
            <DivisionOnly>
              <ServicesPage />
            </DivisionOnly>
          }
        />
        <Route
          path="/:division/proyectos"
          element={
            <DivisionOnly>
              <ProjectsPage />
            </DivisionOnly>
          }
        />
        <Route
          path="/:division/contacto"
          element={
            <DivisionOnly>
              <ContactPage />
            </DivisionOnly>
          }
        />
        <Route
          path="/:division/proyecto/:id"
          element={
            <DivisionOnly>
              <ProjectIdOnly>
                <ProjectDetailPage />
              </ProjectIdOnly>
            </DivisionOnly>
          }
        />
        <Route
          path="/proyecto/:id"
          element={
            <ProjectIdOnly>
              <ProjectDetailPage />
            </ProjectIdOnly>
          }
        />
        <Route path="/projects" element={<ProjectsPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/politica-de-privacidad" element={<PrivacyPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/terminos-y-condiciones" element={<TermsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
