/**
 * CSS in a painted snapshot is data, parsed by the browser and stripped of everything that loads
 * or runs: a declaration whose value calls url(), image-set(), image(), element(), paint(),
 * src() or expression() goes, as do the `behavior` and `-moz-binding` properties; so do @import,
 * @font-face, @namespace and every at-rule not known to only group or order style rules.
 */
// `-webkit-named-image()` is a system picture (Ionic's ion-icon tests for it in @supports).
const LOADING = /url\(|image-set\(|(?<!named-)image\(|element\(|paint\(|src\(|expression\(|-moz-binding/;
const LOADING_PROPERTY = /^(-[a-z]+-)?(behavior|binding)$/;

/**
 * CSS escapes decoded (`u\72l(` is `url(`), comments and whitespace removed, lower-cased: a value
 * that could spell a loading function in any way does so here. Over-matching only drops a
 * declaration from a picture.
 */
function normalize(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    .replace(/\\([0-9a-f]{1,6})\s?|\\([\s\S])/gi, (_, hex: string | undefined, char: string | undefined) =>
      hex ? String.fromCodePoint(Math.min(parseInt(hex, 16) || 0xfffd, 0x10ffff)) : (char ?? ''),
    )
    .replace(/\s+/g, '')
    .toLowerCase();
}

/** Whether a declaration `name: value` could load or run something. */
export function unsafeCss(name: string, value: string): boolean {
  return LOADING_PROPERTY.test(normalize(name)) || LOADING.test(normalize(value));
}

/** Removes the unsafe declarations of a declaration block (a rule's or an element's). */
function sanitizeDeclarations(style: CSSStyleDeclaration): void {
  for (let i = style.length - 1; i >= 0; i--) {
    const name = style.item(i);
    // The browser's value, as it will be used: what the text said no longer matters.
    if (unsafeCss(name, style.getPropertyValue(name))) style.removeProperty(name);
  }
}

let scratch: HTMLElement | undefined;

/** A `style` attribute as the browser parses it, without unsafe declarations. */
export function sanitizeInlineStyle(text: string): string {
  scratch ??= document.createElement('div');
  scratch.style.cssText = text;
  sanitizeDeclarations(scratch.style);
  const clean = scratch.style.cssText;
  scratch.style.cssText = '';
  return clean;
}

/** Rules whose content are style rules: sanitized inside. */
const GROUPS = new Set([
  'CSSMediaRule',
  'CSSSupportsRule',
  'CSSLayerBlockRule',
  'CSSContainerRule',
  'CSSScopeRule',
  'CSSStartingStyleRule',
]);
/** Rules with declarations of their own. */
const DECLARATIONS = new Set(['CSSStyleRule', 'CSSNestedDeclarations']);

interface RuleParent {
  readonly cssRules: CSSRuleList;
  deleteRule(index: number): void;
}

function sanitizeRules(parent: RuleParent): void {
  const rules = parent.cssRules;
  for (let i = rules.length - 1; i >= 0; i--) {
    const rule = rules[i];
    if (!rule) continue;
    const kind = rule.constructor.name;
    if (DECLARATIONS.has(kind)) {
      sanitizeDeclarations((rule as CSSStyleRule).style);
      // CSS nesting: rules inside a style rule.
      if ((rule as Partial<CSSStyleRule>).cssRules?.length) sanitizeRules(rule as CSSStyleRule);
    } else if (GROUPS.has(kind)) sanitizeRules(rule as CSSGroupingRule);
    else if (kind === 'CSSKeyframesRule')
      for (const frame of (rule as CSSKeyframesRule).cssRules) sanitizeDeclarations((frame as CSSKeyframeRule).style);
    else if (kind !== 'CSSLayerStatementRule') parent.deleteRule(i);
  }
}

/**
 * Text in which the CSS parser cannot find a loading function or a rule the walk would drop: a
 * function name is spelled in full right before its `(` (a comment in between makes it no call),
 * unless written with escapes, which need a backslash. Ionic's own sheets pass this test, and
 * walking their thousands of declarations was most of a paint's cost; anything else is walked.
 */
const MAYBE_UNSAFE =
  /\\|url\(|image-set\(|(?<!named-)image\(|element\(|paint\(|src\(|expression\(|binding|(?<![\w-])behavior|@(?!media|supports|keyframes|-webkit-keyframes|layer|container)/i;

/** Whether CSS text might hold something to remove (else the browser's parse of it cannot). */
export function mayLoad(text: string): boolean {
  return MAYBE_UNSAFE.test(text);
}

/**
 * A stylesheet of a snapshot, parsed by the browser (`replaceSync` ignores @import) and walked
 * unless its text cannot hold anything to remove: undefined if it cannot be made safe (the sheet
 * is then not used at all).
 */
export function safeStylesheet(text: string, Sheet: typeof CSSStyleSheet = CSSStyleSheet): CSSStyleSheet | undefined {
  try {
    const sheet = new Sheet();
    sheet.replaceSync(text);
    if (mayLoad(text)) sanitizeRules(sheet);
    return sheet;
  } catch {
    // e.g. an @namespace that cannot be deleted while style rules follow it.
    return undefined;
  }
}
