import { POSTER_FONT as FONT, drawQrModules, wrapText, type QrModules } from '../../lib/poster';

// The invitation poster (issue 13 point 3), drawn on a canvas on the client: the group's cover and
// name, who invites, their code, and a QR code of the join link carrying invitation_code. The texts
// come translated into the reader's language; long names (CJK ones too) wrap and end with an
// ellipsis rather than running off the poster. Loaded only by the poster screen.

export const INVITATION_POSTER_WIDTH = 600;
export const INVITATION_POSTER_HEIGHT = 960;

const MARGIN = 48;
const TEXT_WIDTH = INVITATION_POSTER_WIDTH - MARGIN * 2;
const COVER_SIDE = 132;
const QR_SIDE = 300;

export type InvitationPosterContent = {
  /** The group's cover, loaded; null draws the group's initial instead. */
  cover: CanvasImageSource | null;
  groupName: string;
  /** "Olivia Owner invites you to join", translated. */
  inviter: string;
  /** "Invitation code", translated, and the code. */
  codeLabel: string;
  code: string;
  /** "Scan to join", translated. */
  hint: string;
  qr: QrModules;
  /** The accent colour (the group's theme). */
  accent: string;
};

/** Where each text went: the lines drawn per block, for tests and for the alt text. */
export type InvitationPosterLayout = { group: string[]; inviter: string[]; qrTop: number; qrSide: number };

function fillLines(ctx: CanvasRenderingContext2D, lines: string[], top: number, lineHeight: number): number {
  lines.forEach((line, i) => ctx.fillText(line, INVITATION_POSTER_WIDTH / 2, top + i * lineHeight));
  return top + lines.length * lineHeight;
}

export function drawInvitationPoster(ctx: CanvasRenderingContext2D, content: InvitationPosterContent): InvitationPosterLayout {
  const w = INVITATION_POSTER_WIDTH;
  const measure = (text: string) => ctx.measureText(text).width;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, w, INVITATION_POSTER_HEIGHT);
  ctx.fillStyle = content.accent;
  ctx.fillRect(0, 0, w, 160);

  // The cover, a rounded square on the band, or the group's initial.
  const coverLeft = (w - COVER_SIDE) / 2;
  const coverTop = 70;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(coverLeft - 6, coverTop - 6, COVER_SIDE + 12, COVER_SIDE + 12);
  if (content.cover) {
    ctx.drawImage(content.cover, coverLeft, coverTop, COVER_SIDE, COVER_SIDE);
  } else {
    ctx.fillStyle = content.accent;
    ctx.fillRect(coverLeft, coverTop, COVER_SIDE, COVER_SIDE);
    ctx.fillStyle = '#ffffff';
    ctx.font = `bold 64px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(Array.from(content.groupName.trim())[0] || '', w / 2, coverTop + COVER_SIDE / 2);
  }

  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = '#1a202c';
  ctx.font = `bold 40px ${FONT}`;
  const group = wrapText(measure, content.groupName, TEXT_WIDTH, 2);
  let y = fillLines(ctx, group, coverTop + COVER_SIDE + 64, 50);

  ctx.fillStyle = '#4a5568';
  ctx.font = `28px ${FONT}`;
  const inviter = wrapText(measure, content.inviter, TEXT_WIDTH, 2);
  y = fillLines(ctx, inviter, y + 12, 38);

  // The code, large, on a tinted strip.
  ctx.fillStyle = '#edf2f7';
  ctx.fillRect(MARGIN, y + 4, TEXT_WIDTH, 96);
  ctx.fillStyle = '#4a5568';
  ctx.font = `22px ${FONT}`;
  ctx.fillText(content.codeLabel, w / 2, y + 38, TEXT_WIDTH);
  ctx.fillStyle = '#1a202c';
  ctx.font = `bold 40px ${FONT}`;
  ctx.fillText(content.code, w / 2, y + 84, TEXT_WIDTH);

  const qrTop = y + 128;
  const qrSide = drawQrModules(ctx, content.qr, w / 2, qrTop, QR_SIDE);
  ctx.fillStyle = '#4a5568';
  ctx.font = `24px ${FONT}`;
  ctx.fillText(content.hint, w / 2, qrTop + qrSide + 40, TEXT_WIDTH);
  return { group, inviter, qrTop, qrSide };
}
