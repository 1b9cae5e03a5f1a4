import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it.each([
    ['keeps the allowed elements', '<h2>Titre</h2><p>Un <strong>fort</strong> et <em>doux</em><br>texte</p>'],
    ['keeps lists', '<ul><li>un</li></ul><ol><li>deux</li></ol><h3>fin</h3>'],
  ])('%s', (_case, html) => {
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['a script with its content', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['a style element', '<style>p{color:red}</style><p>a</p>', '<p>a</p>'],
    ['event attributes', '<p onclick="alert(1)" onmouseover="x()">a</p>', '<p>a</p>'],
    ['style and class attributes', '<p style="position:fixed" class="x" id="y">a</p>', '<p>a</p>'],
    ['an image with an error handler', '<p>a<img src=x onerror="alert(1)"></p>', '<p>a</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>a</p>', '<p>a</p>'],
    ['svg with a script', '<svg><script>alert(1)</script><text>t</text></svg><p>a</p>', '<p>a</p>'],
    ['comments', '<p>a<!-- secret --></p>', '<p>a</p>'],
  ])('drops %s', (_case, html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it('unwraps unknown elements but keeps their text', () => {
    expect(sanitizeHtml('<div><span>Bonjour</span> <h1>à tous</h1></div>')).toBe('Bonjour à tous');
  });

  it('turns b and i into strong and em', () => {
    expect(sanitizeHtml('<p><b>gras</b> <i>penché</i></p>')).toBe('<p><strong>gras</strong> <em>penché</em></p>');
  });

  it('keeps text that looks like markup as text', () => {
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it.each([
    ['https', 'https://ligue.example/inscription', true],
    ['http', 'http://ligue.example/', true],
    ['mailto', 'mailto:info@ligue.example', true],
    ['javascript', 'javascript:alert(1)', false],
    ['javascript hidden by a tab and case', 'JaVa\tScript:alert(1)', false],
    ['data', 'data:text/html,<script>alert(1)</script>', false],
    ['a relative path', '/contact-us', false],
  ])('a link to %s keeps its address: %p', (_case, href, kept) => {
    const html = sanitizeHtml(`<p><a href="${href}" onclick="x()">lien</a></p>`);
    expect(html.includes('href=')).toBe(kept);
    if (!kept) expect(html).toBe('<p><a>lien</a></p>');
    expect(html).toContain('lien');
    expect(html).not.toContain('onclick');
  });

  it('opens web links in a new tab without giving it access to this page', () => {
    expect(sanitizeHtml('<a href="https://ligue.example/">x</a>')).toBe(
      '<a href="https://ligue.example/" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="mailto:info@ligue.example" title="t">x</a>')).toBe(
      '<a href="mailto:info@ligue.example">x</a>',
    );
  });
});
