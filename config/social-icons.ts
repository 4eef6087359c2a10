/**
 * Icons for the top bar's social links. The theme's built-in icons are bare SVGs inside the link,
 * so a screen reader would announce unnamed links (axe: link-name), and each drawing would ship
 * in the first view's site data. Here each icon is a named `role="img"` element painted by a CSS
 * mask from an SVG in docs/public/social/ (the drawings @rspress/core 2.0.22 ships for github,
 * npm and discord, MIT License, coordinates rounded to 0.1), in the text colour the theme gives
 * the link. theme/layer.css holds the mask rule.
 */
export const SOCIAL_ICON_CLASS = 'site-social-icon';

export const socialIcon = (name: string, file: string) =>
  `<span class="${SOCIAL_ICON_CLASS}" role="img" aria-label="${name}" style="--icon:url(/social/${file}.svg)"></span>`;
