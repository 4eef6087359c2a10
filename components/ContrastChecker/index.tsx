import { useId, useState } from 'react';
import {
  contrastRatio,
  formatRatio,
  parseHexColor,
  toHex,
  wcagVerdict,
  type WcagVerdict,
} from './contrast';
import { fill, type SiteTexts } from '../../config/locales';
import { useSiteTexts } from '../../theme/i18n';
import './index.css';

type Texts = SiteTexts['contrastChecker'];

interface ColourFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  texts: Texts;
}

function ColourField({ label, value, onChange, texts }: ColourFieldProps) {
  const id = useId();
  const parsed = parseHexColor(value);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="contrast-checker__field">
      <label htmlFor={id}>{label}</label>
      <div className="contrast-checker__inputs">
        <input
          id={id}
          type="text"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={parsed ? undefined : true}
          aria-describedby={parsed ? hintId : `${errorId} ${hintId}`}
          autoComplete="off"
          spellCheck={false}
          className="contrast-checker__text"
        />
        <input
          type="color"
          value={parsed ? toHex(parsed) : '#000000'}
          onChange={(event) => onChange(event.target.value)}
          aria-label={fill(texts.pick, { field: label.toLowerCase() })}
          className="contrast-checker__picker"
        />
      </div>
      <p id={hintId} className="contrast-checker__hint">
        {texts.hint}
      </p>
      {parsed ? null : (
        <p id={errorId} className="contrast-checker__error">
          {texts.invalid}
        </p>
      )}
    </div>
  );
}

/**
 * Checks a text/background colour pair against the WCAG 2.2 contrast criteria. Everything
 * is plain form controls: labels, a live status line, and pass/fail written out in words.
 */
export function ContrastChecker({
  initialText = '#1f2937',
  initialBackground = '#f8fafc',
}) {
  const texts: Texts = useSiteTexts().contrastChecker;
  const titleId = useId();
  const [text, setText] = useState(initialText);
  const [background, setBackground] = useState(initialBackground);

  const textColour = parseHexColor(text);
  const backgroundColour = parseHexColor(background);
  const ratio =
    textColour && backgroundColour
      ? contrastRatio(textColour, backgroundColour)
      : null;
  const verdict = ratio === null ? null : wcagVerdict(ratio);

  return (
    <section className="contrast-checker" aria-labelledby={titleId}>
      <p id={titleId} className="contrast-checker__title">
        {texts.title}
      </p>
      <fieldset className="contrast-checker__fieldset">
        <legend className="contrast-checker__legend">{texts.legend}</legend>
        <ColourField
          label={texts.text}
          value={text}
          onChange={setText}
          texts={texts}
        />
        <ColourField
          label={texts.background}
          value={background}
          onChange={setBackground}
          texts={texts}
        />
        <button
          type="button"
          className="contrast-checker__swap"
          onClick={() => {
            setText(background);
            setBackground(text);
          }}
        >
          {texts.swap}
        </button>
      </fieldset>
      {textColour && backgroundColour ? (
        <div
          className="contrast-checker__preview"
          style={{
            color: toHex(textColour),
            backgroundColor: toHex(backgroundColour),
          }}
        >
          <p className="contrast-checker__sample-large">{texts.sampleLarge}</p>
          <p>{texts.sampleBody}</p>
        </div>
      ) : null}
      <p role="status" className="contrast-checker__ratio">
        {ratio === null
          ? texts.waiting
          : fill(texts.ratio, { ratio: formatRatio(ratio) })}
      </p>
      {verdict ? (
        <ul className="contrast-checker__checks" aria-label={texts.checks}>
          {(Object.keys(texts.criteria) as (keyof WcagVerdict)[]).map((key) => (
            <li key={key} data-pass={verdict[key]}>
              <span aria-hidden="true" className="contrast-checker__mark">
                {verdict[key] ? '✓' : '✗'}
              </span>{' '}
              {texts.criteria[key]}
              {texts.separator}
              <strong>{verdict[key] ? texts.pass : texts.fail}</strong>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export default ContrastChecker;
