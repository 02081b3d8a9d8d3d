import { linkPages } from './page-links';

const pages = { Contact: '/contact', 'For Companies': '/for-companies', Companies: '/companies', home: '/' };

describe('linkPages', () => {
  it('links each page the answer names, keeping the text around it', () => {
    expect(linkPages('Book a consultation through the Contact page and we will send a quote.', pages)).toEqual([
      'Book a consultation through the ',
      { text: 'Contact page', to: '/contact' },
      ' and we will send a quote.',
    ]);
  });

  it('links several pages, at the start and the end of the answer too, and prefers the longest name', () => {
    expect(linkPages('For Companies page first, then the home page', pages)).toEqual([
      { text: 'For Companies page', to: '/for-companies' },
      ' first, then the ',
      { text: 'home page', to: '/' },
    ]);
  });

  it('leaves an answer that names no page as it is, markup included', () => {
    expect(linkPages('<b>Contact</b> us, or see the pages.', pages)).toEqual(['<b>Contact</b> us, or see the pages.']);
  });

  it('reads a name only as the site writes it, whole words', () => {
    expect(linkPages('the contact page, the Contacts page', pages)).toEqual(['the contact page, the Contacts page']);
  });
});
