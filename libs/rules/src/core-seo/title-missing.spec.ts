import { artifactFromHtml } from '@seo/crawl';
import { titleMissing } from './title-missing';

describe(titleMissing.id, () => {
  it('passes a page with a title', () => {
    expect(titleMissing.check(artifactFromHtml('<html><head><title>Blue widgets</title></head></html>'))).toEqual({ status: 'pass' });
  });

  it('fails a page without a title element', () => {
    expect(titleMissing.check(artifactFromHtml('<html><head></head><body>hi</body></html>'))).toEqual({
      status: 'fail',
      detail: 'No <title> element in the document',
    });
  });

  it('fails a page whose title is only whitespace', () => {
    expect(titleMissing.check(artifactFromHtml('<title>  \n </title>'))).toEqual({ status: 'fail', detail: 'The <title> element is empty' });
  });

  it('does not take an SVG <title> for the page title', () => {
    const page = artifactFromHtml('<html><head></head><body><svg><title>Icon</title></svg></body></html>');
    expect(titleMissing.check(page)).toEqual({ status: 'fail', detail: 'No <title> element in the document' });
  });
});
