import { POSTER_FONT as FONT, drawQrModules, type QrModules } from '../../lib/poster';
import type { BadgeLook } from './components/BadgeIcon';

// The share poster (issue 11 point 7), drawn on a canvas on the client: the badge's medallion, its
// name, the holder and the group, and a QR code of the share link. Pure drawing on a 2D context, so
// a test can hand it a stub and read the calls.

export const POSTER_WIDTH = 600;
export const POSTER_HEIGHT = 900;

export type PosterContent = {
  look: BadgeLook;
  /** The badge's name, translated. */
  name: string;
  /** "Earned by …" and "in …", translated. */
  holder: string;
  group: string;
  /** A line under the QR code ("Scan to see the badge"). */
  hint: string;
  qr: QrModules;
  /** Draws an SVG path (the glyph); absent where Path2D is missing, the medallion then has no glyph. */
  path?: (d: string) => Path2D;
};

export function drawBadgePoster(ctx: CanvasRenderingContext2D, content: PosterContent): void {
  const { look, qr } = content;
  const w = POSTER_WIDTH;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, w, POSTER_HEIGHT);
  ctx.fillStyle = look.colour;
  ctx.fillRect(0, 0, w, 300);

  // The medallion.
  ctx.beginPath();
  ctx.arc(w / 2, 240, 110, 0, Math.PI * 2);
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.beginPath();
  ctx.arc(w / 2, 240, 98, 0, Math.PI * 2);
  ctx.fillStyle = look.colour;
  ctx.fill();
  if (content.path) {
    ctx.save();
    ctx.translate(w / 2 - 60, 180);
    ctx.scale(5, 5);
    ctx.fillStyle = '#ffffff';
    ctx.fill(content.path(look.glyph));
    ctx.restore();
  }

  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = '#1a202c';
  ctx.font = `bold 40px ${FONT}`;
  ctx.fillText(content.name, w / 2, 410, w - 60);
  ctx.fillStyle = '#4a5568';
  ctx.font = `26px ${FONT}`;
  ctx.fillText(content.holder, w / 2, 458, w - 60);
  ctx.fillText(content.group, w / 2, 496, w - 60);

  // The QR code of the share link, black on white with its quiet zone.
  const top = 540;
  const drawn = drawQrModules(ctx, qr, w / 2, top, 260);
  ctx.fillStyle = '#718096';
  ctx.font = `22px ${FONT}`;
  ctx.fillText(content.hint, w / 2, top + drawn + 40, w - 60);
}
