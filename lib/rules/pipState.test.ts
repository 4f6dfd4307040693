import { describe, expect, it } from 'vitest';
import type { PipStatus } from '../schemas/commonData';
import {
  hiddenPipStatus,
  initialPip,
  pipReducer,
  pipStartTime,
  servedPipStatus,
  type PipEvent,
  type PipView,
} from './pipState';

const LIVE = 'https://www.youtube.com/watch?v=Q7rT2mVb9kE';
const OTHER = 'https://www.youtube.com/watch?v=Zp4kM9qL2bA';
const newsroom = (over: Partial<PipStatus> = {}): PipStatus => ({
  ...hiddenPipStatus,
  pipShow: true,
  pipTitle: 'Élő közvetítés',
  pipUrl: LIVE,
  pipOpen: true,
  ...over,
});
const run = (...events: PipEvent[]): PipView => events.reduce(pipReducer, initialPip);
const flags = (view: PipView) =>
  [
    view.state.showPipVideo ? 'show' : '',
    view.state.showPipFinishing ? 'finishing' : '',
    view.state.closedPipVideo ? 'closed' : '',
  ]
    .filter(Boolean)
    .join('+') || 'hidden';

describe('SPEC sections 3, 4: picture-in-picture state and status transitions', () => {
  it.each<[string, PipEvent[], string]>([
    ['nothing from the newsroom', [{ type: 'status', status: hiddenPipStatus }], 'hidden'],
    ['the newsroom shows a pip', [{ type: 'status', status: newsroom() }], 'show'],
    [
      'a pip URL that is not a video site is not shown (section 5)',
      [{ type: 'status', status: newsroom({ pipUrl: 'https://evil.example/v' }) }],
      'hidden',
    ],
    ['the reader closes it', [{ type: 'status', status: newsroom() }, { type: 'close' }], 'closed'],
    [
      'closed stays closed for the same URL',
      [
        { type: 'status', status: newsroom() },
        { type: 'close' },
        { type: 'status', status: newsroom() },
      ],
      'closed',
    ],
    [
      'the closed flag resets when the pip URL changes',
      [
        { type: 'status', status: newsroom() },
        { type: 'close' },
        { type: 'status', status: newsroom({ pipUrl: OTHER }) },
      ],
      'show',
    ],
    [
      'the newsroom stops showing it: finishing first',
      [
        { type: 'status', status: newsroom() },
        { type: 'status', status: newsroom({ pipShow: false }) },
      ],
      'finishing',
    ],
    [
      'then hidden',
      [
        { type: 'status', status: newsroom() },
        { type: 'status', status: newsroom({ pipShow: false }) },
        { type: 'finished' },
      ],
      'hidden',
    ],
    [
      'a manual pip shows',
      [{ type: 'manual', url: OTHER, title: 'Cikk', currentTime: 12.2 }],
      'show',
    ],
    [
      'a manual pip ignores newsroom statuses while it plays',
      [
        { type: 'manual', url: OTHER, title: 'Cikk', currentTime: 12.2 },
        { type: 'status', status: hiddenPipStatus },
      ],
      'show',
    ],
    [
      'dismissing a manual pip stops it, without closing the newsroom pip',
      [{ type: 'manual', url: OTHER, title: 'Cikk', currentTime: 12.2 }, { type: 'close' }],
      'hidden',
    ],
  ])('%s', (_case, events, expected) => {
    expect(flags(run(...events))).toBe(expected);
  });

  it('the manual pip continues from the timestamp rounded up, and is marked manual', () => {
    const view = run({ type: 'manual', url: OTHER, title: 'Cikk', currentTime: 12.2 });
    expect(view.startAt).toBe(13);
    expect(view.status).toMatchObject({
      pipShow: true,
      pipUrl: OTHER,
      pipTitle: 'Cikk',
      pipIsManual: true,
    });
  });

  it.each([
    [0, 0],
    [12, 12],
    [12.01, 13],
    [-1, 0],
    [Number.NaN, 0],
  ])('pipStartTime(%d) = %d', (time, start) => expect(pipStartTime(time)).toBe(start));

  it('reset: hidden with label élő', () => {
    const view = run({ type: 'status', status: newsroom({ pipLabel: 'adás' }) }, { type: 'reset' });
    expect(view.status).toEqual(hiddenPipStatus);
    expect(view.status.pipLabel).toBe('élő');
    expect(view.state.showPipVideo).toBe(false);
  });
});

describe('SPEC sections 4, 5: the pip status the site serves', () => {
  it.each<[string, PipStatus | undefined, PipStatus]>([
    ['no status: hidden with label élő', undefined, hiddenPipStatus],
    ['a shown pip with a video-site link', newsroom(), newsroom()],
    ['a shown pip without a link: hidden', newsroom({ pipUrl: null }), hiddenPipStatus],
    [
      'a shown pip with a link that is not a video site: hidden',
      newsroom({ pipUrl: 'https://evil.example/watch?v=x' }),
      hiddenPipStatus,
    ],
    [
      'a hidden status as it is',
      { ...hiddenPipStatus, pipLabel: 'adás' },
      { ...hiddenPipStatus, pipLabel: 'adás' },
    ],
  ])('%s', (_case, status, served) => {
    expect(servedPipStatus(status)).toEqual(served);
  });
});

describe('SPEC section 4: who starts the pip video (autoplay GENTLY_FORCE for an opened newsroom pip)', () => {
  const open = (autoplay: boolean, over: Partial<PipStatus> = {}): PipEvent => ({
    type: 'status',
    status: newsroom(over),
    autoplay,
  });
  it.each<[string, PipEvent[], string]>([
    ['an opened pip the autoplay rule allows starts by itself', [open(true)], 'autoplay'],
    ['an opened pip the rule does not allow waits for the reader', [open(false)], 'facade'],
    [
      'a pip not opened waits even when the rule allows',
      [open(true, { pipOpen: false })],
      'facade',
    ],
    ['the reader presses play', [open(false), { type: 'play' }], 'reader'],
    [
      'a later refresh of the same pip keeps it playing',
      [open(false), { type: 'play' }, open(false)],
      'reader',
    ],
    [
      'a new pip URL decides afresh',
      [open(false), { type: 'play' }, open(false, { pipUrl: OTHER })],
      'facade',
    ],
    ['play with no pip shown does nothing', [{ type: 'play' }], 'facade'],
    ['closing unloads the player', [open(true), { type: 'close' }], 'facade'],
    [
      'the manual pip plays at once',
      [{ type: 'manual', url: OTHER, title: 'Cikk', currentTime: 3 }],
      'reader',
    ],
  ])('%s', (_case, events, playback) => {
    expect(run(...events).playback).toBe(playback);
  });
});
