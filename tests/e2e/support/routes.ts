import { listedPaths } from '@casa/core';

/**
 * Every public route of docs/product.md §2 but project pages (which need an id from the API): the
 * route table's listed paths and the aliases.
 */
export const STATIC_ROUTES: readonly string[] = [...listedPaths(), '/projects', '/privacy', '/terms'];
