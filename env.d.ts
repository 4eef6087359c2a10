declare module '*.css';

declare module '*/static-server.mjs' {
  import type { Server } from 'node:http';
  export function resolveFile(root: string, urlPath: string): Promise<string | null>;
  export function createStaticServer(root: string): Server;
}
