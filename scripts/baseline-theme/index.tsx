// The default theme with nothing added: the baseline `npm run size` compares our layer with.
export * from '@rspress/core/theme-original';
