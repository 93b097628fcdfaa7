// Placeholder: the projects list (SPEC §2 "Projects page") is being built.
export default function ProjectsPage() {
  return <p>Cargando proyectos...</p>;
}
