/**
 * Inline scripts that must run before anything else in <head>: first the storage guard (the
 * theme's own inline scripts read localStorage), then the announcement-bar dismissal check.
 */
import type { UserConfig } from '@rspress/core';
import { dismissedScript } from './components/AnnouncementBar/dismissal';
import { ANNOUNCEMENT } from '../config/project';
import { storageGuardScript } from './patches/storage-guard';

type HtmlTags = NonNullable<
  NonNullable<UserConfig['builderConfig']>['html']
>['tags'];
type HtmlTagHandler = Extract<HtmlTags, (...args: never[]) => unknown>;

export const headScripts: string[] = [
  storageGuardScript,
  dismissedScript(ANNOUNCEMENT.localStorageKey),
];

export const headScriptTags: HtmlTagHandler = (tags) => [
  ...headScripts.map((children) => ({
    tag: 'script',
    children,
    head: true,
    append: false,
  })),
  ...tags,
];
