/**
 * Thrown by a rewrite that meets a module shape it does not know. The plugin catches it,
 * switches that optimisation off for the build and keeps the module as Rspress wrote it.
 */
export class ShapeError extends Error {}
