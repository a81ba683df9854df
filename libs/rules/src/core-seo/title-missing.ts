import { fail, pass, type PageRule } from '../rule';

export const titleMissing: PageRule = {
  id: 'core-seo/title-missing',
  category: 'core-seo',
  severity: 'critical',
  scope: 'page',
  needs: 'html',
  title: 'Page has no title element',
  why: 'Search engines show the title as the headline of the result; without one they invent it from the page, usually badly, and the page ranks and gets clicked less.',
  howToFix: [
    'Add one <title> element inside <head>.',
    'Write a unique title of about 30–60 characters that names the page topic first and the brand last.',
  ],
  check(page) {
    const titles = page.head.titles.map((t) => t.trim()).filter(Boolean);
    if (titles.length > 0) return pass();
    return fail(page.head.titles.length > 0 ? 'The <title> element is empty' : 'No <title> element in the document');
  },
};
