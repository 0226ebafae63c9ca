/**
 * An absolute URL: a QR code is read on another device, and openInHost opens only web links in
 * a new tab. Relative ones resolve against this page.
 */
export function absoluteUrl(url: string, base: string = location.href): string {
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}
