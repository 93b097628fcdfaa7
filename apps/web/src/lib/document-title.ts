import { useEffect } from 'react';

/** Sets <title> (what tabs and history show) once the page knows it. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
