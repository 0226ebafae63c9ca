/**
 * A self-contained SVG avatar as a data: URI, so seed images need no outside host and
 * work offline and in e2e runs.
 */
export function svgAvatar(label: string, background: string): string {
  const text = label.slice(0, 2).toUpperCase().replace(/[^A-Z0-9]/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">`
    + `<rect width="96" height="96" rx="48" fill="${background}"/>`
    + `<text x="48" y="60" font-family="Arial,sans-serif" font-size="36" font-weight="bold" `
    + `fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
