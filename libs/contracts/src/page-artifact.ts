/**
 * What the crawler gathers about one fetched page, once, so every rule can judge it without fetching or
 * parsing again (ARCHITECTURE.md, principle 1). It travels crawler → PostgreSQL → rules.
 */
export interface RedirectHop {
  url: string;
  status: number;
  location: string;
}

export interface LinkFact {
  /** Absolute URL after resolving against the page. */
  href: string;
  text: string;
  rel: string;
  /** Same host as the page. */
  internal: boolean;
}

export interface ImageFact {
  src: string;
  alt: string | null;
  width: string | null;
  height: string | null;
  loading: string | null;
}

export interface HeadingFact {
  level: 1 | 2 | 3 | 4 | 5 | 6;
  text: string;
}

export interface HeadFacts {
  /** Every <title> in document order (more than one is a fault). */
  titles: string[];
  metaDescriptions: string[];
  canonicals: string[];
  metaRobots: string[];
  lang: string | null;
  charset: string | null;
  viewport: string | null;
}

export interface PageArtifact {
  url: string;
  finalUrl: string;
  statusCode: number;
  /** Clicks from the start URL. */
  depth: number;
  fetchedAt: string;
  contentType: string | null;
  /** Response header names lower-cased. */
  headers: Record<string, string>;
  redirects: RedirectHop[];
  timings: { ttfbMs: number; totalMs: number };
  bytes: number;
  isHtml: boolean;
  head: HeadFacts;
  headings: HeadingFact[];
  links: LinkFact[];
  images: ImageFact[];
  wordCount: number;
}
