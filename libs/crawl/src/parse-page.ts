import { Parser } from 'htmlparser2';
import type { HeadFacts, HeadingFact, ImageFact, LinkFact } from '@seo/contracts';

export interface ParsedPage {
  head: HeadFacts;
  headings: HeadingFact[];
  links: LinkFact[];
  images: ImageFact[];
  wordCount: number;
}

const SKIPPED_TEXT = new Set(['script', 'style', 'noscript', 'template', 'title']);
const HEADING = /^h([1-6])$/;

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

function resolve(href: string, base: string): string | null {
  try {
    const url = new URL(href, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}

/** One streaming pass over the HTML that gathers the facts rules read. */
export function parsePage(html: string, pageUrl: string): ParsedPage {
  const head: HeadFacts = { titles: [], metaDescriptions: [], canonicals: [], metaRobots: [], lang: null, charset: null, viewport: null };
  const headings: HeadingFact[] = [];
  const links: LinkFact[] = [];
  const images: ImageFact[] = [];
  const pageHost = new URL(pageUrl).host;
  let base = pageUrl;
  let words = 0;
  let skipDepth = 0;
  // An SVG's <title> names the graphic, not the page.
  let svgDepth = 0;
  // Open text collectors: the title, the current heading and the current link each gather their own text.
  let title: string[] | null = null;
  let heading: { level: HeadingFact['level']; text: string[] } | null = null;
  let link: { fact: Omit<LinkFact, 'text'>; text: string[] } | null = null;

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (SKIPPED_TEXT.has(name)) skipDepth++;
        if (name === 'svg') svgDepth++;
        if (name === 'html' && attrs.lang !== undefined) head.lang = attrs.lang;
        else if (name === 'title' && svgDepth === 0) title = [];
        else if (name === 'base' && attrs.href) base = resolve(attrs.href, pageUrl) ?? base;
        else if (name === 'meta') {
          const key = (attrs.name ?? '').toLowerCase();
          if (attrs.charset) head.charset = attrs.charset;
          if (key === 'description') head.metaDescriptions.push(attrs.content ?? '');
          else if (key === 'robots') head.metaRobots.push(attrs.content ?? '');
          else if (key === 'viewport') head.viewport = attrs.content ?? '';
        } else if (name === 'link' && (attrs.rel ?? '').toLowerCase().split(/\s+/).includes('canonical')) {
          head.canonicals.push(attrs.href ?? '');
        } else if (HEADING.test(name)) {
          heading = { level: Number(name[1]) as HeadingFact['level'], text: [] };
        } else if (name === 'a' && attrs.href !== undefined) {
          const href = resolve(attrs.href, base);
          if (href) link = { fact: { href, rel: (attrs.rel ?? '').toLowerCase(), internal: new URL(href).host === pageHost }, text: [] };
        } else if (name === 'img') {
          images.push({
            src: resolve(attrs.src ?? '', base) ?? attrs.src ?? '',
            alt: attrs.alt ?? null,
            width: attrs.width ?? null,
            height: attrs.height ?? null,
            loading: attrs.loading ?? null,
          });
          if (link && attrs.alt) link.text.push(attrs.alt);
        }
      },
      ontext(text) {
        if (title) title.push(text);
        if (skipDepth > 0) return;
        heading?.text.push(text);
        link?.text.push(text);
        const trimmed = text.trim();
        if (trimmed) words += trimmed.split(/\s+/).length;
      },
      onclosetag(name) {
        if (SKIPPED_TEXT.has(name)) skipDepth = Math.max(0, skipDepth - 1);
        if (name === 'svg') svgDepth = Math.max(0, svgDepth - 1);
        if (name === 'title' && title) {
          head.titles.push(squash(title.join('')));
          title = null;
        } else if (HEADING.test(name) && heading) {
          headings.push({ level: heading.level, text: squash(heading.text.join('')) });
          heading = null;
        } else if (name === 'a' && link) {
          links.push({ ...link.fact, text: squash(link.text.join('')) });
          link = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return { head, headings, links, images, wordCount: words };
}
