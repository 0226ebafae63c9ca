import { describe, expect, it } from 'vitest';
import { INVITATION_POSTER_WIDTH, drawInvitationPoster, layoutInvitationPoster } from './poster';

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
    expect(rects[0]!.args).toEqual([0, 0, INVITATION_POSTER_WIDTH, layout.height]);
    const dark = Array.from({ length: 21 * 21 }, (_, i) => qr.get(Math.floor(i / 21), i % 21)).filter(Boolean).length;
    // Background, band, code strip, QR quiet zone, dark modules: the cover is round, nothing square behind it.
    expect(rects).toHaveLength(4 + dark);
  });

  it('is as high as what it draws: the hint under the QR code, then the margin, and no empty band', () => {
    const { ctx, calls } = recordingContext();
    const content = { ...base, groupName: 'Demo Academy', inviter: 'Mia Member invites you to join' };
    const layout = drawInvitationPoster(ctx, content);
    expect(layoutInvitationPoster(recordingContext().ctx, content)).toEqual(layout);
    const hint = calls.find((c) => c.name === 'fillText' && c.args[0] === 'Scan to join')!;
    expect(hint.args[2]).toBe(layout.hintBaseline);
    expect(layout.hintBaseline).toBe(layout.qrTop + layout.qrSide + 40);
    expect(layout.height).toBe(layout.hintBaseline + 48);
    // Nothing is drawn below the hint's baseline.
    const bottoms = calls.filter((c) => c.name === 'fillRect' && c.args[1] !== 0).map((c) => Number(c.args[1]) + Number(c.args[3]));
    expect(Math.max(...bottoms)).toBeLessThanOrEqual(layout.hintBaseline);
    // Two lines of group name and inviter make it taller by their lines, no more.
    const long = layoutInvitationPoster(recordingContext().ctx, {
      ...content, groupName: 'A very long group name that needs two lines on the poster', inviter: 'Someone with a long name invites you to join this group',
    });
    expect(long.group).toHaveLength(2);
    expect(long.inviter).toHaveLength(2);
    expect(long.height - layout.height).toBe(50 + 38);
  });

  it('draws the cover clipped to a circle in a round white ring, with no square drawn behind it', () => {
    const { ctx, calls } = recordingContext();
    drawInvitationPoster(ctx, { ...base, cover: {} as CanvasImageSource, groupName: 'Demo Academy', inviter: 'Mia invites you' });
    const names = calls.map((c) => c.name);
    const image = names.indexOf('drawImage');
    // The ring, then a circle clipped to, then the image inside it, then the clip undone.
    expect(names.slice(0, image + 2)).toEqual(['fillRect', 'fillRect', 'beginPath', 'arc', 'fill', 'save', 'beginPath', 'arc', 'clip', 'drawImage', 'restore']);
    const [ring, clip] = calls.filter((c) => c.name === 'arc');
    expect(ring!.args.slice(0, 3)).toEqual([300, 136, 72]);
    expect(clip!.args.slice(0, 3)).toEqual([300, 136, 66]);
    expect(calls[image]!.args.slice(1)).toEqual([234, 70, 132, 132]);
    // The only squares are the background and the band above the cover, both edge to edge.
    const before = calls.slice(0, image).filter((c) => c.name === 'fillRect');
    expect(before.map((c) => c.args)).toEqual([[0, 0, 600, expect.any(Number)], [0, 0, 600, 160]]);
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
    expect(layout.qrTop + layout.qrSide + 40).toBeLessThan(layout.height);
    expect(calls.filter((c) => c.name === 'drawImage')).toHaveLength(1);
  });
});
