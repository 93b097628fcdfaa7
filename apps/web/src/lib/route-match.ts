import type { RouteMatch } from '@casa/core';
import { createContext, useContext } from 'react';

const RouteMatchContext = createContext<RouteMatch | null>(null);

export const RouteMatchProvider = RouteMatchContext.Provider;

/** The route of the page being rendered (docs/product.md §2), as the one route table reads it. */
export function useRouteMatch(): RouteMatch {
  const match = useContext(RouteMatchContext);
  if (!match) throw new Error('useRouteMatch must be used within a RouteMatchProvider');
  return match;
}
