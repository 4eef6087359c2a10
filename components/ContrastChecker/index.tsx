import { useLang } from '@rspress/core/runtime';
import { useId, useState } from 'react';
import { contrastRatio, formatRatio, parseHexColor, toHex, wcagVerdict, type WcagVerdict } from './contrast';
import './index.css';

const TEXTS = {
  en: {
    title: 'Colour contrast checker',
    legend: 'Colours',
    text: 'Text colour',
    background: 'Background colour',
    pick: (field: string) => `Pick the ${field.toLowerCase()}`,
    hint: 'Type #rgb or #rrggbb, or use the picker.',
    invalid: 'Not a colour: type #rgb or #rrggbb, for example #1f2937.',
    swap: 'Swap colours',
    sampleLarge: 'Large text sample',
    sampleBody: 'Body text sample, as it would read on the page.',
    ratio: (ratio: string) => `Contrast ratio ${ratio}`,
    waiting: 'Enter two valid colours to see the contrast ratio.',
    checks: 'WCAG 2.2 checks',
    pass: 'passes',
    fail: 'fails',
    separator: ': ',
    criteria: {
      normalAA: 'Body text, level AA (4.5:1)',
      normalAAA: 'Body text, level AAA (7:1)',
      largeAA: 'Large text, level AA (3:1)',
      largeAAA: 'Large text, level AAA (4.5:1)',
    } satisfies Record<keyof WcagVerdict, string>,
  },
  zh: {
    title: '颜色对比度检查器',
    legend: '颜色',
    text: '文字颜色',
    background: '背景颜色',
    pick: (field: string) => `选择${field}`,
    hint: '输入 #rgb 或 #rrggbb，也可以用取色器选择。',
    invalid: '不是有效的颜色：请输入 #rgb 或 #rrggbb，例如 #1f2937。',
    swap: '交换颜色',
    sampleLarge: '大号文字示例',
    sampleBody: '正文示例，模拟页面上的阅读效果。',
    ratio: (ratio: string) => `对比度 ${ratio}`,
    waiting: '输入两个有效颜色后显示对比度。',
    checks: 'WCAG 2.2 检查结果',
    pass: '通过',
    fail: '未通过',
    separator: '：',
    criteria: {
      normalAA: '正文，AA 级（4.5:1）',
      normalAAA: '正文，AAA 级（7:1）',
      largeAA: '大号文字，AA 级（3:1）',
      largeAAA: '大号文字，AAA 级（4.5:1）',
    } satisfies Record<keyof WcagVerdict, string>,
  },
};

type Texts = (typeof TEXTS)['en'];

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
          aria-label={texts.pick(label)}
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
export function ContrastChecker({ initialText = '#1f2937', initialBackground = '#f8fafc' }) {
  const lang = useLang();
  const texts: Texts = lang === 'zh' ? TEXTS.zh : TEXTS.en;
  const titleId = useId();
  const [text, setText] = useState(initialText);
  const [background, setBackground] = useState(initialBackground);

  const textColour = parseHexColor(text);
  const backgroundColour = parseHexColor(background);
  const ratio = textColour && backgroundColour ? contrastRatio(textColour, backgroundColour) : null;
  const verdict = ratio === null ? null : wcagVerdict(ratio);

  return (
    <section className="contrast-checker" aria-labelledby={titleId}>
      <p id={titleId} className="contrast-checker__title">
        {texts.title}
      </p>
      <fieldset className="contrast-checker__fieldset">
        <legend className="contrast-checker__legend">{texts.legend}</legend>
        <ColourField label={texts.text} value={text} onChange={setText} texts={texts} />
        <ColourField label={texts.background} value={background} onChange={setBackground} texts={texts} />
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
          style={{ color: toHex(textColour), backgroundColor: toHex(backgroundColour) }}
        >
          <p className="contrast-checker__sample-large">{texts.sampleLarge}</p>
          <p>{texts.sampleBody}</p>
        </div>
      ) : null}
      <p role="status" className="contrast-checker__ratio">
        {ratio === null ? texts.waiting : texts.ratio(formatRatio(ratio))}
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
