import { mayLoad, unsafeCss, sanitizeInlineStyle } from './safe-css';
import { safeImageSource } from './safe-url';

/**
 * What a painted snapshot may contain: an allowlist, applied when the picture is painted (the
 * trust boundary: localStorage can be written by anyone who can run script on the origin or
 * reach the device) and again at capture, so nothing else is ever stored. Names are compared
 * lower-cased; anything not listed is dropped, an element with its content.
 * docs/decisions/013-offline-snapshot-allowlist.md gives the reasons for each list.
 */
export const SVG_NS = 'http://www.w3.org/2000/svg';

/** The HTML elements the screens render (a form is copied as a div: see capture.ts). */
const HTML_TAGS = new Set(
  (
    'div span p h1 h2 h3 h4 h5 h6 section article header footer main nav aside address ul ol li dl dt dd ' +
    'strong em b i small mark abbr time br hr table caption colgroup col thead tbody tfoot tr th td ' +
    'img figure figcaption label button input select option textarea fieldset legend details summary ' +
    'progress a slot'
  ).split(' '),
);

/**
 * The Ionic elements the signed-in screens are drawn with, and those Ionic renders inside their
 * shadow roots. Overlays (modal, popover, alert, action sheet, toast, loading, picker) are not
 * here: they belong to a moment, not to the screen. Nor are the ones that navigate or load (router
 * link, nav link, img). `slot-fb` is Stencil's slot fallback in scoped components.
 * snapshot-tags.test.ts fails when a component rendered in src/ is missing.
 */
const IONIC_TAGS = new Set(
  (
    'ion-app ion-split-pane ion-menu ion-menu-button ion-menu-toggle ion-header ion-footer ion-toolbar ' +
    'ion-title ion-buttons ion-back-button ion-content ion-refresher ion-refresher-content ' +
    'ion-infinite-scroll ion-infinite-scroll-content ion-card ion-card-header ion-card-title ' +
    'ion-card-subtitle ion-card-content ion-list ion-list-header ion-item ion-item-divider ion-item-group ' +
    'ion-label ion-note ion-text ion-button ion-icon ion-segment ion-segment-button ion-segment-view ' +
    'ion-segment-content ion-input ion-input-password-toggle ion-textarea ion-searchbar ion-checkbox ' +
    'ion-radio ion-radio-group ion-toggle ion-select ion-select-option ion-chip ion-badge ' +
    'ion-skeleton-text ion-spinner ion-progress-bar ion-ripple-effect ion-backdrop ion-avatar ' +
    'ion-thumbnail ion-grid ion-row ion-col ion-breadcrumbs ion-breadcrumb ion-accordion ' +
    'ion-accordion-group ion-tab-bar ion-tab-button ion-fab ion-fab-button ion-fab-list ion-datetime-button ' +
    'slot-fb'
  ).split(' '),
);

/** SVG, only inside an `svg` element: the shapes of icons. No `a`, `use`, `image`, `foreignObject`, animation. */
const SVG_TAGS = new Set(['svg', 'g', 'path', 'circle', 'rect', 'line', 'polyline', 'polygon', 'ellipse']);

const TAG_NAME = /^[a-z][a-z0-9-]*$/;

/** Whether `tag` (lower-cased) may be painted in this namespace and place. */
export function allowedElement(tag: string, ns: string | undefined, inSvg: boolean): boolean {
  if (!TAG_NAME.test(tag)) return false;
  if (ns === SVG_NS) return SVG_TAGS.has(tag) && (inSvg || tag === 'svg');
  if (ns !== undefined || inSvg) return false;
  return HTML_TAGS.has(tag) || IONIC_TAGS.has(tag);
}

/** A custom element's name (Ionic's): created in an inert registry when painted. */
export function isCustomTag(tag: string): boolean {
  return tag.includes('-');
}

export interface AttributeContext {
  tag: string;
  svg: boolean;
  /** Inside a shadow root, where ids are scoped to it (Ionic's styles select some by id). */
  inShadow: boolean;
}

/** The input types a screen shows; never `image` (it loads) or `file`. */
const INPUT_TYPES = new Set(['text', 'search', 'email', 'tel', 'number', 'url', 'password', 'radio', 'checkbox']);
const BUTTON_TYPES = new Set(['button', 'submit', 'reset']);

/** Whether an input of this type may be copied (not a hidden one: its value was never on screen). */
export function paintableInput(type: string): boolean {
  return INPUT_TYPES.has(type);
}

/** Attributes that only describe or lay out: kept on any allowed element, as they are. */
const PLAIN = new Set(
  (
    'class part slot role hidden title lang dir width height alt colspan rowspan span scope value checked ' +
    'disabled selected readonly placeholder open max min ' +
    // Ionic host attributes its styles select on ([color], [side=end], [auto-grow]).
    'color side auto-grow'
  ).split(' '),
);

/** SVG presentation attributes (lower-cased name → the name to set: SVG is case-sensitive). */
const SVG_ATTRIBUTES = new Map(
  (
    'd viewBox fill fill-rule fill-opacity clip-rule stroke points cx cy r rx ry x y x1 y1 x2 y2 ' +
    'transform opacity preserveAspectRatio focusable xmlns'
  )
    .split(' ')
    .map((name) => [name.toLowerCase(), name]),
);

const ATTRIBUTE_NAME = /^[a-z][a-z0-9:-]*$/;
const DATA = /^data-[a-z0-9-]+$/;
const ARIA = /^aria-[a-z]+$/;

/**
 * The attribute to set for `name="value"` on an allowed element, or undefined to drop it. Never an
 * event handler, `href`, `srcset`, `action`… (not listed); `src` only on an img, with a safe URL;
 * `style` re-parsed by the browser without anything that loads.
 */
export function allowedAttribute(
  context: AttributeContext,
  rawName: string,
  value: string,
): [string, string] | undefined {
  const name = rawName.toLowerCase();
  if (!ATTRIBUTE_NAME.test(name) || name.startsWith('on')) return undefined;
  if (context.svg) {
    const svgName = SVG_ATTRIBUTES.get(name) ?? (name.startsWith('stroke-') ? name : undefined);
    if (svgName !== undefined) {
      if (svgName === 'xmlns') return value === SVG_NS ? [svgName, value] : undefined;
      // fill="url(…)" and the like reference or load a resource: not in a picture.
      return unsafeCss(svgName, value) ? undefined : [svgName, value];
    }
  }
  // Without an escape or a loading function spelled out, the browser's parse cannot yield one
  // (safe-css.ts); only such values need the parse and walk.
  if (name === 'style') return ['style', mayLoad(value) ? sanitizeInlineStyle(value) : value];
  if (PLAIN.has(name) || ARIA.test(name) || DATA.test(name)) return [name, value];
  switch (name) {
    case 'type': {
      const types = context.tag === 'input' ? INPUT_TYPES : context.tag === 'button' ? BUTTON_TYPES : undefined;
      return types?.has(value.toLowerCase()) ? [name, value.toLowerCase()] : undefined;
    }
    case 'name':
      return context.tag === 'slot' ? [name, value] : undefined;
    case 'id':
      return context.inShadow ? [name, value] : undefined;
    case 'src': {
      const src = context.tag === 'img' ? safeImageSource(value) : undefined;
      return src === undefined ? undefined : [name, src];
    }
    default:
      return undefined;
  }
}
