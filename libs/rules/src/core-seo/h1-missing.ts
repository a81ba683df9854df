import { fail, pass, type PageRule } from '../rule';

export const h1Missing: PageRule = {
  id: 'core-seo/h1-missing',
  category: 'core-seo',
  severity: 'high',
  scope: 'page',
  needs: 'html',
  title: 'Page has no H1 heading',
  why: 'The H1 tells readers and search engines what the page is about; a page without one has no stated main topic.',
  howToFix: ['Add one <h1> near the top of the main content.', 'Make it describe the page topic in a few words.'],
  check(page) {
    const h1s = page.headings.filter((h) => h.level === 1);
    if (h1s.some((h) => h.text.trim().length > 0)) return pass();
    return fail(h1s.length > 0 ? 'The <h1> element has no text' : 'No <h1> element in the document');
  },
};
