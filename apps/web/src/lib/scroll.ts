/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Smooth unless the visitor prefers reduced motion, then instant (docs/visual.md "Motion"). */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'instant' : 'smooth';
}

export function scrollToTop() {
  window.scrollTo({ top: 0, left: 0, behavior: scrollBehavior() });
}

/** Scrolls to an element of the page by id (the hero's #services and #contact buttons). */
export function scrollToId(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  return true;
}
