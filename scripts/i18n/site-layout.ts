/** The docs layout (source language, translated languages, docs folder) from rspress.config.ts. */
import config from '../../rspress.config';
import { docsLayout } from '../../plugins/translation-freshness';

export const layout = docsLayout(config);
