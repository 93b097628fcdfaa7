import { MESSAGES } from '@casa/core';
import { Button, Result } from 'antd';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useSignedInUser } from '../features/auth/signed-in-user.js';
import { LoginPage } from '../pages/login-page.js';
import { ADMIN_PATHS } from '../shared/admin-paths.js';
import { legacyScreen } from './legacy-links.js';
import { ADMIN_SECTIONS, type AdminSection, firstScreenFor, mayOpen } from './sections.js';
import { SessionGate } from './session-gate.js';

/**
 * /login and every /admin screen (docs/decisions/0018-admin-urls.md), the same in the browser and
 * the desktop app: each host mounts this inside its router, its store and <AdminProviders>.
 */
export function AdminRoutes() {
  return (
    <Routes>
      <Route path={ADMIN_PATHS.login} element={<LoginPage />} />
      <Route path={ADMIN_PATHS.home} element={<SessionGate />}>
        <Route index element={<AdminHome />} />
        {ADMIN_SECTIONS.map((section) => (
          <Route
            key={section.path}
            path={section.param ? `${section.path}/:${section.param}?` : section.path}
            element={<SectionScreen section={section} />}
          />
        ))}
        <Route path="*" element={<ScreenNotFound />} />
      </Route>
      <Route path="*" element={<Navigate to={ADMIN_PATHS.home} replace />} />
    </Routes>
  );
}

/** /admin itself: an old link's screen (`?lead=`, `?tab=`), else the first screen. */
function AdminHome() {
  const { search } = useLocation();
  const { role } = useSignedInUser();
  return <Navigate to={legacyScreen(search) ?? firstScreenFor(role)} replace />;
}

/** The server is the authority (403 for editors); this only spares an editor a screen of errors. */
function SectionScreen({ section }: { section: AdminSection }) {
  const { role } = useSignedInUser();
  if (mayOpen(section, role)) return section.element;
  return <Result status="403" title="Sin permiso" subTitle={MESSAGES.adminOnly} />;
}

function ScreenNotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="Página no encontrada"
      subTitle="Esta dirección no corresponde a ninguna sección del panel."
      extra={
        <Button type="primary" onClick={() => void navigate(ADMIN_PATHS.home)}>
          Ir al panel
        </Button>
      }
    />
  );
}
