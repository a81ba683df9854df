import { artifactFromHtml } from '@seo/crawl';
import { h1Missing } from './h1-missing';

describe(h1Missing.id, () => {
  it('passes a page with an H1', () => {
    expect(h1Missing.check(artifactFromHtml('<body><h1>Blue <em>widgets</em></h1></body>'))).toEqual({ status: 'pass' });
  });

  it('fails a page with only lower headings', () => {
    expect(h1Missing.check(artifactFromHtml('<body><h2>Blue widgets</h2></body>'))).toEqual({ status: 'fail', detail: 'No <h1> element in the document' });
  });

  it('fails an empty H1', () => {
    expect(h1Missing.check(artifactFromHtml('<body><h1> </h1></body>'))).toEqual({ status: 'fail', detail: 'The <h1> element has no text' });
  });
});
