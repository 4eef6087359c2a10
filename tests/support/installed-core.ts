import { pathToFileURL } from 'node:url';
import { coreFile } from '../../framework/internals';

/**
 * A module of the installed @rspress/core by file URL, for `await import(…)`: a specifier
 * TypeScript does not follow, so Rspress's internal declarations (and the module augmentations
 * they bring) stay out of the project's type check.
 */
export const installedCoreModule = (relative: string): string =>
  pathToFileURL(coreFile(relative)).href;
