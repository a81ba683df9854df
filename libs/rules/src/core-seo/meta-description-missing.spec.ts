import { artifactFromHtml } from '@seo/crawl';
import { metaDescriptionMissing } from './meta-description-missing';

describe(metaDescriptionMissing.id, () => {
  it('passes a page with a description', () => {
    const page = artifactFromHtml('<head><meta name="description" content="Hand-made blue widgets, shipped worldwide."></head>');
    expect(metaDescriptionMissing.check(page)).toEqual({ status: 'pass' });
  });

  it('accepts the attribute name in any case', () => {
    const page = artifactFromHtml('<head><META NAME="Description" CONTENT="Widgets"></head>');
    expect(metaDescriptionMissing.check(page)).toEqual({ status: 'pass' });
  });

  it('fails a page without one', () => {
    expect(metaDescriptionMissing.check(artifactFromHtml('<head><title>x</title></head>'))).toEqual({
      status: 'fail',
      detail: 'No <meta name="description"> in the document',
    });
  });

  it('fails an empty description', () => {
    expect(metaDescriptionMissing.check(artifactFromHtml('<meta name="description" content=" ">'))).toEqual({
      status: 'fail',
      detail: 'The meta description is empty',
    });
  });
});
