import { describe, expect, it } from 'vitest';
import { html, joinHtml, trustedHtml } from '../../../src/server/mail/html';

describe('mail html', () => {
  it('shows a guest name written as markup as text, in the body and in attributes', () => {
    const name = `<script>alert("x")</script> O'Brien & Co`;
    const page = html`<p title="${name}">Dear ${name}</p>`.toString();
    expect(page).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien &amp; Co">Dear &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien &amp; Co</p>',
    );
  });

  it('keeps nested templates and our own markup, and leaves out what is not there', () => {
    const extras = ['Breakfast', 'Late <check-out>'].map((name) => html`<li>${name}</li>`);
    const notes: string | null = null;
    const page = html`<ul>${extras}</ul>${notes && html`<p>${notes}</p>`}${false}${trustedHtml('<hr>')}${2}`.toString();
    expect(page).toBe('<ul><li>Breakfast</li><li>Late &lt;check-out&gt;</li></ul><hr>2');
  });

  it('joins lines with markup between them, escaping each line', () => {
    expect(joinHtml(['1 High St', 'Telephone: <01632>'], html`<br>`).toString()).toBe(
      '1 High St<br>Telephone: &lt;01632&gt;',
    );
  });
});
