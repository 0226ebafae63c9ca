import { describe, expect, it } from 'vitest';
import { INVITATION_POSTER_HEIGHT, INVITATION_POSTER_WIDTH, drawInvitationPoster } from './poster';

/** Text width at a font size: a full-width character is 1 em, anything else 0.55 em. */
const widthOf = (text: string, px: number) =>
  Array.from(text).reduce((sum, ch) => sum + (/[\u2E80-\u9FFF\uFF00-\uFFEF]/.test(ch) ? 1 : 0.55), 0) * px;

/** A 2D context that records what is drawn, measuring text with widthOf. */
function recordingContext() {
  const calls: { name: string; args: unknown[]; font: string }[] = [];
  const state: Record<string, unknown> = { font: '10px sans-serif' };
  const size = () => Number(/(\d+)px/.exec(String(state.font))![1]);
  const ctx = new Proxy(state, {
    get(target, prop: string) {
      if (prop === 'measureText') {
        return (text: string) => ({ width: widthOf(text, size()) });
      }
      if (prop in target) return target[prop];
      return (...args: unknown[]) => {
        calls.push({ name: prop, args, font: String(state.font) });
      };
    },
    set(target, prop: string, value) {
      target[prop] = value;
      return true;
    },
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls, size };
}

const qr = { size: 21, get: (row: number, col: number) => (row + col) % 2 };
const base = {
  cover: null, codeLabel: 'Invitation code', code: 'MKPERM27', hint: 'Scan to join', qr, accent: '#2b6cb0',
};

describe('the invitation poster', () => {
  it('draws the group, the inviter, the code and the QR code, in that order down the poster', () => {
    const { ctx, calls } = recordingContext();
    const layout = drawInvitationPoster(ctx, { ...base, groupName: 'Demo Academy', inviter: 'Mia Member invites you to join' });
    const texts = calls.filter((c) => c.name === 'fillText').map((c) => c.args[0]);
    // The group's initial (no cover), then the texts.
    expect(texts).toEqual(['D', 'Demo Academy', 'Mia Member invites you to join', 'Invitation code', 'MKPERM27', 'Scan to join']);
    expect(layout.group).toEqual(['Demo Academy']);
    const rects = calls.filter((c) => c.name === 'fillRect');
    expect(rects[0]!.args).toEqual([0, 0, INVITATION_POSTER_WIDTH, INVITATION_POSTER_HEIGHT]);
    const dark = Array.from({ length: 21 * 21 }, (_, i) => qr.get(Math.floor(i / 21), i % 21)).filter(Boolean).length;
    // Background, band, cover frame, initial's square, code strip, QR quiet zone, dark modules.
    expect(rects).toHaveLength(6 + dark);
  });

  it('wraps a long Chinese group name and inviter within the width, two lines each with an ellipsis, above the QR code', () => {
    const { ctx, calls } = recordingContext();
    const groupName = '上海数字资产与区块链技术学习交流社群（第二期会员专属）';
    const layout = drawInvitationPoster(ctx, {
      ...base, cover: {} as CanvasImageSource, groupName, inviter: '林晓明（上海学习小组）邀请你加入这个非常棒的学习社群一起成长',
    });
    expect(layout.group).toHaveLength(2);
    expect(layout.group[1]!.endsWith('…')).toBe(true);
    expect(layout.group.join('').replace('…', '')).toBe(groupName.slice(0, layout.group.join('').length - 1));
    expect(layout.inviter).toHaveLength(2);
    const texts = calls.filter((c) => c.name === 'fillText');
    for (const text of texts) {
      const width = widthOf(String(text.args[0]), Number(/(\d+)px/.exec(text.font)![1]));
      expect(width).toBeLessThanOrEqual(INVITATION_POSTER_WIDTH - 96);
    }
    // Every text line sits above the QR code except the hint under it.
    const aboveQr = texts.filter((text) => text.args[0] !== 'Scan to join').map((text) => Number(text.args[2]));
    expect(Math.max(...aboveQr)).toBeLessThan(layout.qrTop);
    expect(layout.qrTop + layout.qrSide + 40).toBeLessThan(INVITATION_POSTER_HEIGHT);
    expect(calls.filter((c) => c.name === 'drawImage')).toHaveLength(1);
  });
});
