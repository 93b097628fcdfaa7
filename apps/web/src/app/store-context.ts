import type { AppStore } from '@casa/api-client';
import { createContext } from 'react';

/**
 * The store a server render uses: one per request, filled with that page's data. In the browser it
 * is left empty and StoreProvider uses the browser's one store. (Only a type is imported here, so
 * Redux stays out of the pages that need no store.)
 */
export const StoreContext = createContext<AppStore | null>(null);
