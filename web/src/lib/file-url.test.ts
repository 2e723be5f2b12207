import { describe, expect, it } from 'vitest';
import { fileUrl } from './file-url';

describe('fileUrl', () => {
  it('is empty without a path', () => {
    expect(fileUrl('')).toBe('');
    expect(fileUrl(null)).toBe('');
    expect(fileUrl(undefined)).toBe('');
  });

  it('serves uploaded files under /prod-api', () => {
    expect(fileUrl('/profile/upload/2026/11/23/ab12.png')).toBe(
      '/prod-api/profile/upload/2026/11/23/ab12.png',
    );
  });

  it.each([
    '/prod-api/profile/upload/2026/11/23/ab12.png',
    'https://cdn.example.com/a.png',
    'http://example.com/a.pdf',
    'HTTPS://EXAMPLE.COM/A.PNG',
    'data:image/png;base64,iVBORw0KGgo=',
    'blob:http://localhost/1234-5678',
    '/images/official-account.svg',
  ])('keeps %s as given', (path) => {
    expect(fileUrl(path)).toBe(path);
  });
});
