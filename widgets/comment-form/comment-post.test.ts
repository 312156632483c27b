// What the classic form makes of wp-comments-post.php's answers: wp_die() pages (any status) give their
// message without the back link; any other page is not a refusal.
import { describe, expect, it } from 'vitest';
import { wpDieMessage } from './comment-post';

const diePage = (message: string) => `<!DOCTYPE html><html lang="en-US"><head><title>Comment Submission Failure</title></head><body id="error-page">\n\t<div class="wp-die-message"><p>${message}</p></div><p><a href='javascript:history.back()'>&laquo; Back</a></p></body></html>`;

describe('wpDieMessage', () => {
  it("reads WordPress's message (its markup's text, entities decoded), without the back link", () => {
    expect(wpDieMessage(diePage('<strong>Error:</strong> Please fill the required fields.'))).toBe('Error: Please fill the required fields.');
    expect(wpDieMessage(diePage('Duplicate comment detected; it looks as though you&#8217;ve already said that!'))).toBe('Duplicate comment detected; it looks as though you’ve already said that!');
  });

  it('reads an older wp_die page without the message box (the body text, back link dropped)', () => {
    expect(wpDieMessage('<html><body id="error-page"><p>Please rate the product.</p><p><a href="javascript:history.back()">&laquo; Back</a></p></body></html>')).toBe('Please rate the product.');
  });

  it('is undefined for any other page (a product page, a critical-error page)', () => {
    expect(wpDieMessage('<html><body class="single-product"><p>Your review is awaiting approval</p></body></html>')).toBeUndefined();
    expect(wpDieMessage('<html><body><p>There has been a critical error on this website.</p></body></html>')).toBeUndefined();
  });
});
