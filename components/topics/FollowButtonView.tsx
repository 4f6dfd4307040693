// How the follow button looks (issue 17): a toggle (aria-pressed) whose name is the label a reader
// sees plus the topic ('Követés – Budapest'; axe: the visible text must be part of the name), both
// labels in one grid cell (the button never changes width), and the polite status line under it, with
// a second one for what became of the notifications (issue 32). The
// same markup in the server HTML (disabled) and once the page runs (LiveFollowButton.tsx).
import * as styles from './followTopic.css';
import { useTopicText } from './useTopicText';
import type { TopicsKey } from '@/lib/i18n/topicTexts';

export type FollowStatus = { key: TopicsKey; error: boolean } | null;

interface Props {
  name: string;
  following: boolean;
  /** Not usable (yet): not focusable either. */
  disabled: boolean;
  /** A change is under way: the button keeps its focus but does nothing. */
  busy?: boolean;
  status?: FollowStatus;
  /** What became of the notifications (issue 32): on, not allowed, turned off ... */
  note?: TopicsKey | null;
  onToggle?: () => void;
}

export function FollowButtonView({
  name,
  following,
  disabled,
  busy = false,
  status = null,
  note = null,
  onToggle,
}: Props) {
  const text = useTopicText();
  return (
    <div className={styles.follow}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={following}
        disabled={disabled}
        aria-disabled={busy || undefined}
        onClick={onToggle}
      >
        <span className={styles.mark} aria-hidden="true">
          {following ? '✓' : '+'}
        </span>
        <span className={styles.labels}>
          <span
            className={following ? styles.hiddenLabel : styles.label}
            aria-hidden={following || undefined}
          >
            {text('topics.follow')}
          </span>
          <span
            className={following ? styles.label : styles.hiddenLabel}
            aria-hidden={!following || undefined}
          >
            {text('topics.following')}
          </span>
        </span>{' '}
        <span className="visually-hidden">{text('topics.label', { name })}</span>
      </button>
      <p role="status" className={status?.error ? styles.error : styles.status}>
        {status ? text(status.key, { name }) : null}
      </p>
      {/* Announced politely too; not a second role=status: "the" status stays the follow's. */}
      <p aria-live="polite" className={styles.status}>
        {note ? text(note, { name }) : null}
      </p>
    </div>
  );
}
