/**
 * What must come first in <head>: the inline scripts that run before anything else (first the
 * storage guard, since the theme's own inline scripts read localStorage, then the
 * announcement-bar dismissal check), and the hint that holds the first paint until the top bar
 * is parsed (patches/first-paint).
 */
import type { UserConfig } from '@rspress/core';
import { dismissedScript } from './components/AnnouncementBar/dismissal';
import { ANNOUNCEMENT } from '../config/project';
import { firstPaintTag } from './patches/first-paint';
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
  firstPaintTag,
  ...tags,
];
