// Placeholder: /login and /admin mount the shared admin screens (packages/admin-ui), lazily.
export function LoginRoute() {
  return <p>Panel de Administración</p>;
}
export function AdminRoute() {
  return <p>Verificando autenticación...</p>;
}
