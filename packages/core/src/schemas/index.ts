export * from './fields.js';
export * from './json-field.js';
export * from './contact.js';
export * from './login.js';
export * from './newsletter.js';
export * from './project.js';
export * from './brand.js';
export * from './users.js';
