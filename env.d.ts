declare module '*.css';

declare module '*/static-server.mjs' {
  import type { Server } from 'node:http';
  export function resolveFile(root: string, urlPath: string): Promise<string | null>;
  export function createStaticServer(root: string): Server;
}

/** Algolia credentials given at build time, or null for the local search (rspress.config.ts). */
declare const __RSPRESS_ALGOLIA__: import('./components/SiteSearch/algolia-config').AlgoliaConfig | null;

/** Build-time flags Rspress defines for theme code. */
interface ImportMeta {
  readonly env: { readonly SSG_MD?: boolean; readonly SSR?: boolean };
}
