// The after cover's video (unique after-youtube) with the brand's social links. Click to load: until
// the reader presses play there is only our own box and a link to the video's page (which is also what
// a reader without JavaScript follows); no third-party player or tracker loads before that.
import { usePageText } from '@/components/common/usePageText';
import { useState } from 'react';
import type { AfterVideo } from '@/lib/view/brandCover';
import * as styles from './brand.css';

export function AfterVideoBox({ video }: { video: AfterVideo }) {
  const t = usePageText();
  const [playing, setPlaying] = useState(false);
  const label = t('brand.after.playVideo', { title: video.title });
  return (
    <div className={styles.section}>
      <p className={styles.cardTitle}>{video.title}</p>
      <div className={`${styles.video} ${video.portrait ? styles.videoPortrait : ''}`}>
        {playing && video.embedUrl ? (
          <iframe
            className={styles.videoFrame}
            src={`${video.embedUrl}${video.embedUrl.includes('?') ? '&' : '?'}autoplay=1`}
            title={video.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        ) : (
          <a
            className={styles.playButton}
            href={video.url}
            aria-label={label}
            onClick={(event) => {
              if (!video.embedUrl) return;
              event.preventDefault();
              setPlaying(true);
            }}
          >
            <span aria-hidden="true">▶</span> {t('brand.after.video')}
          </a>
        )}
      </div>
      {video.social.length ? (
        <nav aria-label={t('brand.after.social')}>
          <ul className={styles.social}>
            {video.social.map((link) => (
              <li key={link.url}>
                <a href={link.url} rel="noopener">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
