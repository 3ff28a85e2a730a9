import { readMinutes, sanitizeStoryHtml } from './sanitize-story-html';

describe('sanitizeStoryHtml', () => {
  it('drops an editor’s script, event handlers and javascript: links', () => {
    const dirty =
      '<p>Fine <script>alert(1)</script>text</p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">click</a>' +
      '<p onclick="alert(4)" style="color:red">para</p><iframe src="https://evil.example"></iframe>';
    const clean = sanitizeStoryHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|iframe|style=|<img/i);
    expect(clean).toContain('<p>Fine text</p>');
    expect(clean).toContain('<p>para</p>');
    expect(clean).toContain('<a>click</a>');
  });

  it('keeps headings, lists and site links; external links open safely', () => {
    const clean = sanitizeStoryHtml(
      '<h2>Why</h2><ul><li>One</li></ul><a href="/trucks">Trucks</a><a href="https://morth.nic.in">MoRTH</a>',
    );
    expect(clean).toContain('<h2>Why</h2><ul><li>One</li></ul><a href="/trucks">Trucks</a>');
    expect(clean).toContain(
      '<a href="https://morth.nic.in" rel="noopener noreferrer nofollow" target="_blank">MoRTH</a>',
    );
  });

  it('turns the desk’s plain text into escaped paragraphs, markup shown as typed', () => {
    expect(sanitizeStoryHtml('First <b>bold</b>\n\nSecond')).toBe(
      '<p>First &lt;b&gt;bold&lt;/b&gt;</p><p>Second</p>',
    );
    expect(sanitizeStoryHtml('Plain <script>alert(1)</script>')).toBe(
      '<p>Plain &lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('counts reading time at 200 words a minute', () => {
    expect(readMinutes('<p>short</p>')).toBe(1);
    expect(readMinutes(`<p>${'word '.repeat(1000)}</p>`)).toBe(5);
  });
});
