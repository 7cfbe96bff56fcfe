// antd's styles in jsdom, cut down to the rules that hide elements.
//
// jsdom has no layout; it reads styles only for getComputedStyle, which Testing Library calls on
// an element and each of its ancestors to know whether the element is hidden from the
// accessibility tree. antd injects thousands of rules, and each call matches all of them: on the
// appointments suite that was a fifth of the CPU time. The rules that hide (display:none,
// visibility:hidden: a closed dropdown, an inactive tab pane) are kept, so "hidden" still means
// what it means in a browser; the rest, which jsdom would never paint, are dropped.
// Resolved by index.cjs with Node's resolution: jest's would map this name back to this file.
const real = jest.requireActual(globalThis.__MK_DYNAMIC_CSS_MODULE__);

const HIDES = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important)?\s*(?:;|$)/;

/** The rules of a stylesheet's text that hide elements; at-rules' bodies are searched, keyframes dropped. */
function hidingRules(css) {
  let kept = '';
  let index = 0;
  while (index < css.length) {
    const open = css.indexOf('{', index);
    if (open < 0) break;
    const prelude = css.slice(index, open).trim();
    let depth = 1;
    let close = open + 1;
    for (; close < css.length && depth > 0; close++) {
      if (css[close] === '{') depth++;
      else if (css[close] === '}') depth--;
    }
    const body = css.slice(open + 1, close - 1);
    if (prelude.startsWith('@')) {
      if (/^@(layer|supports|media)\b/.test(prelude)) {
        const inner = hidingRules(body);
        if (inner) kept += /^@media\b/.test(prelude) ? `${prelude}{${inner}}` : inner;
      }
    } else if (HIDES.test(body)) {
      kept += `${prelude}{${body}}`;
    }
    index = close;
  }
  return kept;
}

module.exports = {
  ...real,
  updateCSS: (css, key, option) => real.updateCSS(hidingRules(css), key, option),
  injectCSS: (css, option) => real.injectCSS(hidingRules(css), option),
};
