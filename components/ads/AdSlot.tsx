// One ad slot (SPEC sections 3, 4, 9): the server renders a box with its space reserved for the unit
// of the viewport's device (CSS at 768 px; the app always the mobile unit), labelled 'Hirdetés'. After
// hydration a few lines load the ad runtime (./adRuntime.ts, its own chunk), which fills the box early,
// lazily when scrolled near or after a delay, and destroys the slot when the component goes, its page's
// data changes (article → article keeps this component mounted) or the route changes. No landmark
// role: a page has several ads, and the label says what it is. `data-ad-state` (empty, loading,
// filled, destroyed) shows where the slot is.
import type { CSSProperties } from 'react';
import { withChunkRecovery } from '@/lib/client/chunkRecovery';
import { useEffect, useRef } from 'react';
import type { AdNetworkView, AdSlotView } from '@/lib/view/ads';
import { useLocale } from '@/lib/i18n/LocaleContext';
import { useRenderMode } from '../app/RenderModeContext';
import { whenIdleAfterLoad } from '@/lib/client/afterLoad';
import * as styles from './ads.css';
import { useAdText } from './useAdText';

export interface AdSlotProps {
  slot: AdSlotView;
  network: AdNetworkView | null;
  /** The box's element id (unique on the page; content ads carry their number). */
  id: string;
  /** 'li' where the slot is an item of a list (the mobile ad of the list pages). */
  as?: 'div' | 'li';
}

export function AdSlot({ slot, network, id, as: Box = 'div' }: AdSlotProps) {
  const t = useAdText();
  const app = useRenderMode() === 'app';
  const locale = useLocale();
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    let destroy: (() => void) | null = null;
    let gone = false;
    // After the page's load, when idle: the ad never competes with the page's own work.
    const cancel = whenIdleAfterLoad(() => {
      // A failed chunk reaches the chunk guard; the rejection is the browser's to log.
      void withChunkRecovery(() => import('./adRuntime'))().then(({ mountAdSlot }) => {
        if (!gone && box.current) destroy = mountAdSlot(box.current, slot, network, app, locale);
      });
    });
    return () => {
      gone = true;
      cancel();
      destroy?.();
    };
  }, [slot, network, app, locale]);
  const device = app
    ? styles.appMode
    : !slot.desktop
      ? styles.mobileOnly
      : !slot.mobile
        ? styles.desktopOnly
        : '';
  const reserved = {
    '--ad-mobile': `${slot.mobile?.height ?? 0}px`,
    '--ad-desktop': `${slot.desktop?.height ?? 0}px`,
  } as CSSProperties;
  const setupad = slot.desktop?.setupad || slot.mobile?.setupad;
  return (
    <Box
      ref={box as never}
      id={id}
      className={[styles.slot, device, slot.collapsed ? styles.collapsed : ''].join(' ').trim()}
      style={reserved}
      data-ad-slot={slot.placement}
      data-ad-state="empty"
      data-setupad={setupad ? 'true' : undefined}
    >
      <span className={styles.label}>{t('ads.label')}</span>
      <div className={styles.creative} />
    </Box>
  );
}
