import { type DivisionPages, MEDIA_PREFIX, type PageContent } from '@casa/core';
import type { DivisionContent, DivisionService, ProcessStep, ResponsiveImageRef } from '@casa/core/content';
import { createContext, useContext } from 'react';

const PageContentContext = createContext<PageContent | null>(null);

/** Given the page's texts by PageTextsProvider (page-texts.tsx), in the browser and on the server. */
export const PageContentProvider = PageContentContext.Provider;

/**
 * The public pages' texts as saved in Páginas (titles, services, process steps, history, About
 * paragraphs, hero photos): every component that shows one reads it here, never from the static
 * content (docs/decisions/0022-page-texts.md). A page holds the part its route shows
 * (pageTextsFor in @casa/core): the parts of other pages may be absent, and `en` is empty on
 * Spanish pages.
 */
export function usePageContent(): PageContent {
  const content = useContext(PageContentContext);
  if (!content) throw new Error('usePageContent must be used within a PageContentProvider');
  return content;
}

/**
 * A hero's photo: the uploaded image chosen in Páginas (served with its /media variants), or the
 * page's stock photo when none is chosen. The stock photo's frame keeps the layout as it was.
 */
export function heroPhoto(key: string | null, stock: ResponsiveImageRef): ResponsiveImageRef {
  return key === null ? stock : { src: `${MEDIA_PREFIX}${key}`, width: stock.width, height: stock.height, alt: stock.alt };
}

/** A division's six services as the pages draw them: the texts and icons of Páginas, each with its photo. */
export function servicesOf(content: DivisionContent, pages: DivisionPages): DivisionService[] {
  return pages.services.items.map((item, index) => ({
    ...item,
    image: (content.services[index] ?? content.services[0]!).image,
  }));
}

/** A division's six process steps, their details one a line. */
export function processOf(pages: DivisionPages): ProcessStep[] {
  return pages.services.process.map((step) => ({
    title: step.title,
    subtitle: step.subtitle,
    details: step.details
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  }));
}
