import { LIMITS, type Project } from '@casa/core';

export interface FeaturedCandidate {
  /** null: a project not saved yet (it will be the newest). */
  id: number | null;
  name: string;
  division: string;
  featured: boolean;
  status: string;
}

/**
 * What the division home will show if this project is saved as it stands in the form, when more
 * projects are marked 'Destacado' than the home has room for: the newest two
 * (docs/decisions/0013-project-drafts-featured-gallery.md). null when every marked project fits.
 * `projects` is the admin list, newest first.
 */
export function featuredOverflowNote(projects: readonly Project[], self: FeaturedCandidate): string | null {
  const selfCounts = self.featured && self.status === 'published';
  const candidates: { id: number | null; name: string }[] = [];
  if (selfCounts && self.id === null) candidates.push(self);
  for (const project of projects) {
    if (project.id === self.id) {
      if (selfCounts) candidates.push(self);
    } else if (project.featured && project.status === 'published' && project.division === self.division) {
      candidates.push(project);
    }
  }
  if (!selfCounts || candidates.length <= LIMITS.featuredProjects) return null;
  const shown = candidates.slice(0, LIMITS.featuredProjects).map((project) => (project === self ? 'este proyecto' : `«${project.name}»`));
  return `Hay ${candidates.length} proyectos destacados en esta división; la página de inicio muestra los ${LIMITS.featuredProjects} más recientes: ${shown.join(' y ')}.`;
}
