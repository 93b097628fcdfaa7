import { useCallback, useState } from 'react';

/**
 * True once the element given to the returned ref comes within `margin` of the viewport, and
 * from then on: for a heavy browser-only part (the map) that a phone should download only when
 * its visitor scrolls towards it. True at once where IntersectionObserver is missing.
 */
export function useNearViewport(margin: string): [boolean, (element: Element | null) => void] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: Element | null) => {
      if (!element || near) return undefined;
      if (typeof IntersectionObserver !== 'function') {
        setNear(true);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [margin, near],
  );
  return [near, ref];
}
