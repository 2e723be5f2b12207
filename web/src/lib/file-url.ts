import { BASE_URL } from './request';

// Uploaded files are stored as '/profile/upload/…' (the upload's `fileName`) and served under the
// API base path (SPEC.md §9 "Image path prefix /prod-api"); every other address is used as given.

const ABSOLUTE = /^(https?:|data:|blob:)/i;

/** The address to show or link a stored path at; '' when there is none. */
export function fileUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (ABSOLUTE.test(path) || path === BASE_URL || path.startsWith(`${BASE_URL}/`)) return path;
  return path.startsWith('/profile/') ? BASE_URL + path : path;
}
