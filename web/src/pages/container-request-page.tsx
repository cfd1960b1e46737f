/*
 * Kept only so that the router's `import('../pages/container-request-page')` still
 * resolves until it imports `../pages/resource-request-page`; delete it then.
 */
export { default } from './resource-request-page';
