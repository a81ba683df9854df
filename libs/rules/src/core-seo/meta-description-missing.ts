import { fail, pass, type PageRule } from '../rule';

export const metaDescriptionMissing: PageRule = {
  id: 'core-seo/meta-description-missing',
  category: 'core-seo',
  severity: 'medium',
  scope: 'page',
  needs: 'html',
  title: 'Page has no meta description',
  why: 'The meta description is the snippet search engines most often show under the title; without it they pick text from the page, which rarely sells the click.',
  howToFix: [
    'Add <meta name="description" content="…"> inside <head>.',
    'Summarise the page in 70–160 characters, unique to this page.',
  ],
  check(page) {
    if (page.head.metaDescriptions.some((d) => d.trim().length > 0)) return pass();
    return fail(page.head.metaDescriptions.length > 0 ? 'The meta description is empty' : 'No <meta name="description"> in the document');
  },
};
