// Development-only drawing of the demo's pictures (docs/architecture.md §Layout): the web build
// renders its stock photos from these scenes and the server's demo seed its sample projects.
// No page imports it; it stays out of packages/core, which holds only the shared vocabulary.
export { type InteriorSceneOptions, interiorSceneSvg } from './interior-scene.js';
