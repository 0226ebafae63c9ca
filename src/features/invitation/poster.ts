import { POSTER_FONT as FONT, drawQrModules, qrDrawnSide, wrapText, type QrModules } from '../../lib/poster';

// The invitation poster (issue 13 point 3), drawn on a canvas on the client: the group's cover and
// name, who invites, their code, and a QR code of the join link carrying invitation_code. The texts
// come translated into the reader's language; long names (CJK ones too) wrap and end with an
// ellipsis rather than running off the poster. Loaded only by the poster screen.

export const INVITATION_POSTER_WIDTH = 600;

const MARGIN = 48;
const TEXT_WIDTH = INVITATION_POSTER_WIDTH - MARGIN * 2;
const COVER_SIDE = 132;
/** The white ring around the round cover, over the band. */
const COVER_RING = 6;
const COVER_TOP = 70;
const QR_SIDE = 300;
/** From the QR code's foot to the hint's baseline. */
const HINT_GAP = 40;

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

/**
 * Where each text goes: the lines drawn per block (for tests and for the alt text), and the
 * poster's height, which ends a margin under the hint (issue 26 point 14: no empty band below).
 */
export type InvitationPosterLayout = {
  group: string[];
  inviter: string[];
  groupTop: number;
  inviterTop: number;
  codeTop: number;
  qrTop: number;
  qrSide: number;
  hintBaseline: number;
  height: number;
};

/** Lays the poster out without drawing, so the canvas can be sized to it first (its fonts set on ctx meanwhile). */
export function layoutInvitationPoster(ctx: CanvasRenderingContext2D, content: InvitationPosterContent): InvitationPosterLayout {
  const measure = (text: string) => ctx.measureText(text).width;
  ctx.font = `bold 40px ${FONT}`;
  const group = wrapText(measure, content.groupName, TEXT_WIDTH, 2);
  ctx.font = `28px ${FONT}`;
  const inviter = wrapText(measure, content.inviter, TEXT_WIDTH, 2);
  const groupTop = COVER_TOP + COVER_SIDE + 64;
  const inviterTop = groupTop + group.length * 50 + 12;
  const codeTop = inviterTop + inviter.length * 38;
  const qrTop = codeTop + 128;
  const qrSide = qrDrawnSide(content.qr, QR_SIDE);
  const hintBaseline = qrTop + qrSide + HINT_GAP;
  return { group, inviter, groupTop, inviterTop, codeTop, qrTop, qrSide, hintBaseline, height: hintBaseline + MARGIN };
}

function fillLines(ctx: CanvasRenderingContext2D, lines: string[], top: number, lineHeight: number): void {
  lines.forEach((line, i) => ctx.fillText(line, INVITATION_POSTER_WIDTH / 2, top + i * lineHeight));
}

/** Draws the poster on a canvas INVITATION_POSTER_WIDTH wide and `layout.height` high (layoutInvitationPoster). */
export function drawInvitationPoster(
  ctx: CanvasRenderingContext2D,
  content: InvitationPosterContent,
  layout: InvitationPosterLayout = layoutInvitationPoster(ctx, content),
): InvitationPosterLayout {
  const w = INVITATION_POSTER_WIDTH;
  const { codeTop: y, qrTop } = layout;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, w, layout.height);
  ctx.fillStyle = content.accent;
  ctx.fillRect(0, 0, w, 160);

  // The cover, round, in a white ring over the band: the image is clipped to the circle, with
  // nothing square behind it (issue 26 point 14); without a cover, the group's initial on the accent.
  const centreY = COVER_TOP + COVER_SIDE / 2;
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(w / 2, centreY, COVER_SIDE / 2 + COVER_RING, 0, Math.PI * 2);
  ctx.fill();
  ctx.save();
  ctx.beginPath();
  ctx.arc(w / 2, centreY, COVER_SIDE / 2, 0, Math.PI * 2);
  ctx.clip();
  if (content.cover) {
    ctx.drawImage(content.cover, (w - COVER_SIDE) / 2, COVER_TOP, COVER_SIDE, COVER_SIDE);
  } else {
    ctx.fillStyle = content.accent;
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    ctx.font = `bold 64px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(Array.from(content.groupName.trim())[0] || '', w / 2, centreY);
  }
  ctx.restore();

  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = '#1a202c';
  ctx.font = `bold 40px ${FONT}`;
  fillLines(ctx, layout.group, layout.groupTop, 50);

  ctx.fillStyle = '#4a5568';
  ctx.font = `28px ${FONT}`;
  fillLines(ctx, layout.inviter, layout.inviterTop, 38);

  // The code, large, on a tinted strip.
  ctx.fillStyle = '#edf2f7';
  ctx.fillRect(MARGIN, y + 4, TEXT_WIDTH, 96);
  ctx.fillStyle = '#4a5568';
  ctx.font = `22px ${FONT}`;
  ctx.fillText(content.codeLabel, w / 2, y + 38, TEXT_WIDTH);
  ctx.fillStyle = '#1a202c';
  ctx.font = `bold 40px ${FONT}`;
  ctx.fillText(content.code, w / 2, y + 84, TEXT_WIDTH);

  drawQrModules(ctx, content.qr, w / 2, qrTop, QR_SIDE);
  ctx.fillStyle = '#4a5568';
  ctx.font = `24px ${FONT}`;
  ctx.fillText(content.hint, w / 2, layout.hintBaseline, TEXT_WIDTH);
  return layout;
}
