/**
 * Texts of the 404 page, which renders both languages at once (see components/NotFoundPage).
 * Kept apart from ui-texts.ts because it ships to the browser and must stay free of Node APIs.
 */
export const notFoundTexts = {
  title: { en: 'Page not found', zh: '页面不存在' },
  explanation: {
    en: 'The address may be mistyped, or the page has moved since the link was written.',
    zh: '可能是地址输错了，也可能是这个页面在链接写下之后被移动了。',
  },
  home: { en: 'Back to the home page', zh: '返回首页' },
  otherLanguage: { en: '阅读中文文档', zh: 'Read the English docs' },
};
