/**
 * API since: a "2.0.N+" badge next to every name on the reference pages that a release after
 * 2.0.0 added, from config/api-since.json alone. `npm run api-since` regenerates that file from
 * the published type declarations of every 2.0.x release (scripts/api-since/).
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { remarkApiSince } from './remark-api-since';

export function pluginApiSince(): RspressPlugin {
  const options = { docsRoot: path.resolve('docs') };
  return {
    name: 'site:api-since',
    config(config) {
      options.docsRoot = path.resolve(config.root ?? 'docs');
      return config;
    },
    globalStyles: path.join(import.meta.dirname, 'api-since.css'),
    markdown: { remarkPlugins: [[remarkApiSince, options]] },
  };
}
