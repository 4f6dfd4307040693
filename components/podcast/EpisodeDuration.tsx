// An episode's length as a reader says it ("15 perc", "1 óra 2 perc") in a <time> whose dateTime is
// the exact ISO 8601 duration, for machines.
import { usePodcastText } from './usePodcastText';
import { durationParts, isoDuration } from '@/lib/rules/podcastDuration';

export function EpisodeDuration({ seconds }: { seconds: number }) {
  const t = usePodcastText();
  const { hours, minutes, seconds: s } = durationParts(seconds);
  const text =
    hours && minutes
      ? t('podcast.duration.hoursMinutes', { h: hours, m: minutes })
      : hours
        ? t('podcast.duration.hours', { h: hours })
        : minutes
          ? t('podcast.duration.minutes', { m: minutes })
          : t('podcast.duration.seconds', { s });
  return <time dateTime={isoDuration(seconds)}>{text}</time>;
}
