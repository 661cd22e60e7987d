// Test helpers for every app's jest tests; never imported by application code.
export * from './defined';
export * from './fake-fetch';
export * from './render-page';
export * from './money-requests';
export * from './tables';
export * from './shown-text';
export * from './i18n';
