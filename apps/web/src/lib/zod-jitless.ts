/**
 * The site's CSP has no 'unsafe-eval' (server/src/http/security-headers.ts), and zod's fast path
 * compiles object parsers with `new Function`: even its probe for that is reported as a CSP
 * violation. zod reads `jitless` when a schema is built, and @casa/core's schemas are built in
 * chunks bundled apart from this entry (where a `z.config` call would run after them), so the
 * setting goes where zod keeps its configuration, before any chunk with zod loads. It is the
 * object `z.config({ jitless: true })` writes, shared on purpose by every copy of zod on a page,
 * and it keeps zod itself out of the entry chunk.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
