// The one call every write path needs: features import it from here (docs/decisions/0008-read-cache.md).
export { publicContentChanged } from './content-version.js';
