import katex from 'katex';
import 'katex/dist/katex.min.css';
import { useMemo } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { hasBox, splitMathText, spokenMath } from './math-segments';

/** Text with its maths typeset by KaTeX (MathML inside, so screen readers read it too). */
export function MathText({ text, className }: { text: string; className?: string }) {
  const { locale } = useI18n();
  const parts = useMemo(() => splitMathText(text), [text]);
  return (
    <span className={className}>
      {parts.map((p, i) =>
        p.kind === 'text' ? (
          <span key={i}>{p.text}</span>
        ) : hasBox(p.source) ? (
          // A box to fill in: one spoken label for the whole expression (docs/product/web.md, missing numbers).
          <span key={i} className="math" role="img" aria-label={spokenMath(p.source, locale)} dangerouslySetInnerHTML={{ __html: renderTex(p.tex, p.source) }} />
        ) : (
          <span
            key={i}
            className="math"
            // KaTeX output of our own TeX; trust is off and errors render as text.
            dangerouslySetInnerHTML={{ __html: renderTex(p.tex, p.source) }}
          />
        ),
      )}
    </span>
  );
}

function renderTex(tex: string, source: string): string {
  try {
    return katex.renderToString(tex, { throwOnError: true, output: 'htmlAndMathml', trust: false, strict: 'ignore' });
  } catch {
    return escapeHtml(source);
  }
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
