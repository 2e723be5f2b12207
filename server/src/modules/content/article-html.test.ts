import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './article-html.js';

describe('sanitizeArticleHtml', () => {
  it('keeps what the rich-text editor produces', () => {
    const html = [
      '<h2>协会简介</h2>',
      '<p style="text-align: center">本会成立于<strong>2005</strong>年，<em>服务</em><u>会员</u><s>旧</s><code>x</code><br>第二行</p>',
      '<ul><li><p>一</p></li></ul><ol><li>二</li></ol>',
      '<blockquote><p>引用</p></blockquote><pre><code>a &lt; b</code></pre><hr>',
      '<p><a href="https://www.mct.gov.cn/" target="_blank" rel="noopener noreferrer nofollow">文化和旅游部</a> ',
      '<a href="/article?articleId=3">站内</a> <a href="mailto:service@xiehui.example.org">邮件</a></p>',
      '<img src="/prod-api/profile/upload/2026/11/23/0123456789abcdef0123456789abcdef.png" alt="合影" title="合影" width="600">',
      '<img src="https://images.example.org/a.jpg" alt="外部图片">',
      '<table><thead><tr><th colspan="2">表头</th></tr></thead><tbody><tr><td rowspan="2">格</td></tr></tbody></table>',
    ].join('');
    const clean = sanitizeArticleHtml(html);
    for (const kept of [
      '<h2>协会简介</h2>',
      '<p style="text-align:center">本会成立于<strong>2005</strong>年，<em>服务</em><u>会员</u><s>旧</s><code>x</code><br />第二行</p>',
      '<ul><li><p>一</p></li></ul><ol><li>二</li></ol>',
      '<blockquote><p>引用</p></blockquote><pre><code>a &lt; b</code></pre><hr />',
      '<a href="https://www.mct.gov.cn/" rel="noopener noreferrer" target="_blank">文化和旅游部</a>',
      '<a href="/article?articleId=3">站内</a>',
      '<a href="mailto:service@xiehui.example.org">邮件</a>',
      '<img src="/prod-api/profile/upload/2026/11/23/0123456789abcdef0123456789abcdef.png" alt="合影" title="合影" width="600" />',
      '<img src="https://images.example.org/a.jpg" alt="外部图片" />',
      '<th colspan="2">表头</th>',
      '<td rowspan="2">格</td>',
    ]) {
      expect(clean).toContain(kept);
    }
  });

  it('removes scripts, event handlers and script addresses', () => {
    const clean = sanitizeArticleHtml(
      [
        '<p onclick="steal()">正文<script>alert(1)</script></p>',
        '<img src="/a.png" onerror="alert(1)">',
        '<a href="javascript:alert(1)">点我</a><a href=" JaVaScRiPt:alert(1)">再点</a>',
        '<img src="javascript:alert(1)"><img src="data:image/svg+xml;base64,PHN2Zz4=">',
        '<a href="//evil.example/">外站</a><a href="data:text/html,x">数据</a>',
      ].join(''),
    );
    expect(clean).toBe('<p>正文</p><img src="/a.png" /><a>点我</a><a>再点</a><a>外站</a><a>数据</a>');
  });

  it('drops elements and styles an article has no use for', () => {
    const clean = sanitizeArticleHtml(
      [
        '<style>body{display:none}</style><iframe src="https://evil.example"></iframe>',
        '<svg onload="alert(1)"><circle r="1"/></svg><form action="/logout"><input name="x"><button>提交</button></form>',
        '<object data="x.swf"></object><embed src="x.swf"><meta http-equiv="refresh" content="0;url=https://evil.example">',
        '<p style="text-align: right; position: fixed; background: url(javascript:alert(1))" class="x">右对齐</p>',
        '<span style="text-align: left; color: red">红字</span><div>块</div>',
        '<a href="https://example.org" target="_top">新窗口</a>',
      ].join(''),
    );
    expect(clean).toBe(
      '提交<p style="text-align:right">右对齐</p><span style="text-align:left">红字</span>块<a href="https://example.org">新窗口</a>',
    );
  });
});
