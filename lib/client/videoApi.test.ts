// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseVideoEmbed } from '../rules/embeds';
import { anyPlaying, createVideoPlayer, isPolling, playerUrl, readPlayerMessage } from './videoApi';

const youtube = parseVideoEmbed('https://www.youtube.com/watch?v=Q7rT2mVb9kE&t=15')!;
const vimeo = parseVideoEmbed('https://vimeo.com/76979871')!;
const facebook = parseVideoEmbed('https://www.facebook.com/watch/?v=1234567890')!;

describe('video players (SPEC section 9: the video API is polled every 100 ms only while a player exists)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls every 100 ms while a player exists, and stops with the last one', () => {
    expect(isPolling()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    const player = createVideoPlayer(youtube, { startAt: 0, muted: false, title: 'Videó' });
    document.body.appendChild(player.iframe);
    const post = vi.spyOn(player.iframe.contentWindow!, 'postMessage');
    expect(isPolling()).toBe(true);
    vi.advanceTimersByTime(350);
    expect(post).toHaveBeenCalledTimes(3);
    expect(JSON.parse(post.mock.calls[0]![0] as string)).toMatchObject({ event: 'listening' });
    player.destroy();
    expect(isPolling()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(post).toHaveBeenCalledTimes(3);
    expect(document.body.contains(player.iframe)).toBe(false);
  });

  it('a player without an API (Facebook) starts no polling', () => {
    const player = createVideoPlayer(facebook, { startAt: 0, muted: false, title: 'Videó' });
    expect(isPolling()).toBe(false);
    player.destroy();
  });

  it('reads time and state only from its own frame and its site', () => {
    const player = createVideoPlayer(youtube, { startAt: 0, muted: false, title: 'Videó' });
    document.body.appendChild(player.iframe);
    const frame = player.iframe.contentWindow!;
    const info = JSON.stringify({
      event: 'infoDelivery',
      info: { currentTime: 7.5, playerState: 1 },
    });
    const site = 'https://www.youtube-nocookie.com';
    window.dispatchEvent(new MessageEvent('message', { data: info, source: window, origin: site }));
    window.dispatchEvent(
      new MessageEvent('message', { data: info, source: frame, origin: 'https://evil.example' }),
    );
    expect(player.status()).toEqual({ currentTime: 0, playing: false });
    window.dispatchEvent(new MessageEvent('message', { data: info, source: frame, origin: site }));
    expect(player.status()).toEqual({ currentTime: 7.5, playing: true });
    expect(anyPlaying()).toBe(true);
    player.destroy();
    expect(anyPlaying()).toBe(false);
  });

  it('drives YouTube with the iframe API commands and Vimeo with its player methods', () => {
    const yt = createVideoPlayer(youtube, { startAt: 0, muted: false, title: 'Videó' });
    const vm = createVideoPlayer(vimeo, { startAt: 0, muted: false, title: 'Videó' });
    document.body.append(yt.iframe, vm.iframe);
    const ytPost = vi.spyOn(yt.iframe.contentWindow!, 'postMessage');
    const vmPost = vi.spyOn(vm.iframe.contentWindow!, 'postMessage');
    yt.pause();
    vm.play();
    vi.advanceTimersByTime(100);
    const sent = (spy: typeof ytPost) =>
      spy.mock.calls.map(([message, target]) => [JSON.parse(message as string), target]);
    expect(sent(ytPost)).toEqual([
      [
        { event: 'command', func: 'pauseVideo', args: [], id: yt.iframe.id, channel: 'widget' },
        'https://www.youtube-nocookie.com',
      ],
      [
        { event: 'listening', id: yt.iframe.id, channel: 'widget' },
        'https://www.youtube-nocookie.com',
      ],
    ]);
    expect(sent(vmPost)).toEqual([
      [{ method: 'play' }, 'https://player.vimeo.com'],
      [{ method: 'getCurrentTime' }, 'https://player.vimeo.com'],
      [{ method: 'getPaused' }, 'https://player.vimeo.com'],
    ]);
    const vimeoSays = (data: object) =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: JSON.stringify(data),
          source: vm.iframe.contentWindow,
          origin: 'https://player.vimeo.com',
        }),
      );
    vimeoSays({ method: 'getCurrentTime', value: 12.4 });
    vimeoSays({ event: 'play' });
    expect(vm.status()).toEqual({ currentTime: 12.4, playing: true });
    yt.destroy();
    expect(isPolling()).toBe(true);
    vm.destroy();
    expect(isPolling()).toBe(false);
  });
});

describe('player URLs (SPEC section 5: start at t)', () => {
  it.each([
    [youtube, 15, false, ['autoplay=1', 'enablejsapi=1', 'start=15']],
    [youtube, 0, true, ['mute=1']],
    [vimeo, 13, false, ['autoplay=1', 'api=1', '#t=13s']],
  ])('%#', (embed, startAt, muted, parts) => {
    const url = playerUrl(embed, { startAt, muted, origin: 'https://hirvonal.hu' });
    for (const part of parts) expect(url).toContain(part);
  });

  it.each([
    ['youtube', { event: 'onStateChange', info: 2 }, { currentTime: 3, playing: false }],
    [
      'youtube',
      { event: 'infoDelivery', info: { currentTime: 9 } },
      { currentTime: 9, playing: true },
    ],
    ['vimeo', { method: 'getCurrentTime', value: 4.2 }, { currentTime: 4.2, playing: true }],
    ['vimeo', { event: 'pause' }, { currentTime: 3, playing: false }],
    ['youtube', { event: 'unknown' }, null],
  ] as const)('%s message %o', (provider, message, expected) => {
    expect(readPlayerMessage(provider, message, { currentTime: 3, playing: true })).toEqual(
      expected,
    );
  });
});
