export * from './divisions.js';
export * from './limits.js';
export * from './messages.js';
export * from './media.js';
export * from './parse.js';
export * from './brand.js';
export * from './project.js';
export * from './schemas/index.js';
