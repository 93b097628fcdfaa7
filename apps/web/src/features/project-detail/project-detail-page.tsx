// Placeholder: the project detail page (SPEC §2 "Project detail page") is being built.
export default function ProjectDetailPage() {
  return <p>Cargando proyecto...</p>;
}
