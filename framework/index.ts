/**
 * The framework adapter, build side: the only place that names private paths, generated
 * module shapes, environment names and internal helpers of @rspress/core (see README.md).
 * Browser code imports ./runtime instead.
 */
export * from './internals';
export * from './assumptions';
export * from './optimisations';
export { THEME_CLASS } from './theme-classes';
