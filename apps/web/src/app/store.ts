import { makeStore } from '@casa/api-client';

/** The one store of the browser app: public pages and the lazily loaded admin share its cache. */
export const store = makeStore();
