import { useI18n } from '@rspress/core/runtime';
import {
  IconGithub,
  IconGitlab,
  SvgWrapper,
} from '@rspress/core/theme-original';
import './SourceCode.css';

export interface SourceCodeProps {
  href: string;
  platform?: 'github' | 'gitlab';
}

/**
 * The default theme's "Source code" link, with `rel="noopener noreferrer"`: the 2.0.22 original
 * opens a new tab without it and takes no prop to add it. Same markup and classes otherwise.
 */
export function SourceCode({ href, platform = 'github' }: SourceCodeProps) {
  const t = useI18n();
  return (
    <div className="rp-not-doc rp-source-code">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="rp-source-code__link"
      >
        <span className="rp-source-code__icon">
          <SvgWrapper icon={platform === 'gitlab' ? IconGitlab : IconGithub} />
        </span>
        <span className="rp-source-code__text">{t('sourceCodeText')}</span>
      </a>
    </div>
  );
}
