/**
 * Independent of the allowlist it checks: what a painted picture holds that could run or load —
 * an element that can (script, style, frames, objects, forms, meta, base, link, template, SVG
 * links and animation, foreign objects, MathML), an event handler or URL-bearing attribute (but an
 * img's data: or same-origin `src`), a loading function in any style, inline or adopted. Empty
 * for a safe picture. Self-contained, so Playwright can run it in a page (e2e/offline*.spec.ts).
 */
export function inertProblems(root: Element | ShadowRoot, problems: string[] = []): string[] {
  const forbiddenTags = (
    'script style iframe frame frameset object embed applet meta base link form template noscript portal ' +
    'math mtext maction annotation-xml foreignobject use image a:svg animate animatemotion animatetransform set ' +
    'video audio source track area'
  ).split(' ');
  const urlAttributes = (
    'href xlink:href action formaction srcset srcdoc http-equiv ping background poster data codebase cite ' +
    'dynsrc lowsrc icon'
  ).split(' ');
  const loading = /url\(|image-set\(|(?<!named-)image\(|element\(|expression\(|-moz-binding|(^|[^-\w])behavior\s*:/i;
  const svgNs = 'http://www.w3.org/2000/svg';
  const htmlNs = 'http://www.w3.org/1999/xhtml';
  for (const sheet of 'adoptedStyleSheets' in root ? root.adoptedStyleSheets : []) {
    const text = Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
    if (loading.test(text)) problems.push(`sheet: ${text.slice(0, 300)}`);
  }
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const name = element.localName.toLowerCase();
    const tag = element.namespaceURI === svgNs && name === 'a' ? 'a:svg' : name;
    if (forbiddenTags.includes(tag)) problems.push(`element <${tag}>`);
    if (element.namespaceURI !== htmlNs && element.namespaceURI !== svgNs)
      problems.push(`namespace ${element.namespaceURI} <${name}>`);
    for (const { name: attribute, value } of Array.from(element.attributes)) {
      const lower = attribute.toLowerCase();
      if (lower.startsWith('on')) problems.push(`handler ${attribute} on <${name}>`);
      if (urlAttributes.includes(lower)) problems.push(`url attribute ${attribute} on <${name}>`);
      if (lower === 'src' && (name !== 'img' || !/^(data:image\/(png|webp|jpeg);base64,|\/(?![/\\]))/.test(value)))
        problems.push(`src ${value} on <${name}>`);
      if (lower === 'style' && loading.test(value)) problems.push(`style ${value} on <${name}>`);
      if (lower === 'type' && name === 'input' && /image|file/i.test(value)) problems.push(`input type ${value}`);
      if (lower === 'name' && name !== 'slot') problems.push(`name on <${name}>`);
    }
    if (element.shadowRoot) inertProblems(element.shadowRoot, problems);
  }
  return problems;
}
