// Admin screens (login, dashboard, project form, brand manager) are added by issue 4.
export * from './api/index.js';
