import { useCallback, useSyncExternalStore, type ComponentProps } from 'react';
import i18n from 'i18next';
import { Play, Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SignedUrlSchema } from '@shared/schemas/words';
import type { z } from 'zod';
import { IconButton } from '@client/components/ui/icon-button';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/use-toast';
import { api } from './api-client';
import { cn } from './utils';

/** Files kept by this server's own storage: played as they are, without a signed URL. */
const LOCAL_AUDIO_PREFIX = '/api/audio/files/';

type PlayerState = { key: null; status: 'idle' } | { key: string; status: 'loading' | 'playing' };

const IDLE: PlayerState = { key: null, status: 'idle' };

/**
 * The one audio player of the app: one item plays at a time, anywhere
 * in the app; playing another stops the first; ended or failed playback resets it. A module-level
 * store rather than a context, so any page (back office or public) can use it without a provider.
 */
let state: PlayerState = IDLE;
let audio: HTMLAudioElement | null = null;
/** Bumped on every start and stop, so a slow signed-URL answer cannot start a stale playback. */
let generation = 0;
const listeners = new Set<() => void>();

function setState(next: PlayerState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function releaseAudio() {
  if (!audio) return;
  audio.onended = null;
  audio.onerror = null;
  audio.pause();
  audio.removeAttribute('src');
  audio.load();
  audio = null;
}

/** Stops whatever plays. */
export function stopAudio() {
  generation += 1;
  releaseAudio();
  setState(IDLE);
}

function failed(run: number) {
  if (run !== generation) return;
  stopAudio();
  toast({
    variant: 'destructive',
    title: i18n.t('audio.playErrorTitle'),
    description: i18n.t('audio.playError'),
  });
}

/** A stored address the browser can fetch: local files as they are, others signed first. */
async function playableUrl(url: string): Promise<string> {
  if (url.startsWith(LOCAL_AUDIO_PREFIX)) return url;
  const { signedUrl } = await api.get<z.infer<typeof SignedUrlSchema>>(
    `/api/audio/signed-url?url=${encodeURIComponent(url)}`,
  );
  return signedUrl;
}

/** Plays `url` as the item `key`; if that item is the one playing (or loading), stops it. */
export async function toggleAudio(key: string, url: string) {
  if (state.key === key) {
    stopAudio();
    return;
  }
  stopAudio();
  const run = generation;
  setState({ key, status: 'loading' });
  let source: string;
  try {
    source = await playableUrl(url);
  } catch {
    failed(run);
    return;
  }
  if (run !== generation) return;

  const element = new Audio(source);
  audio = element;
  element.onended = () => run === generation && stopAudio();
  element.onerror = () => failed(run);
  try {
    await element.play();
  } catch {
    failed(run);
    return;
  }
  if (run === generation) setState({ key, status: 'playing' });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getSnapshot = () => state;

/** What plays now (its key and whether it is still loading). */
export function useAudioPlayer() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const toggle = useCallback((key: string, url: string) => void toggleAudio(key, url), []);
  return { current, toggle, stop: stopAudio };
}

interface AudioButtonProps extends Omit<
  ComponentProps<typeof IconButton>,
  'label' | 'onClick' | 'children'
> {
  /** Identifies the item app-wide, e.g. `word-12-1`; the same key on two screens is one item. */
  audioKey: string;
  url: string;
  /** Which recording (1 or 2): the button reads "Écouter l'audio 1". */
  recording: number;
  /** The accessible name, when "Écouter l'audio 1" is not enough. */
  label?: string;
  /**
   * Whether the corner badge shows the recording's number. Off where there is one recording and
   * the name has no number: a visible "1" the name lacks would contradict it (WCAG 2.5.3).
   */
  numbered?: boolean;
}

/**
 * A play/stop toggle: pressed (aria-pressed) while its item plays, showing a stop square; its name
 * stays "Écouter l'audio 1" so assistive technologies announce the toggle's state, not a new name.
 */
export function AudioButton({
  audioKey,
  url,
  recording,
  label,
  numbered = true,
  className,
  ...props
}: AudioButtonProps) {
  const { t } = useTranslation();
  const { current, toggle } = useAudioPlayer();
  const active = current.key === audioKey;
  const loading = active && current.status === 'loading';
  return (
    <IconButton
      variant={active ? 'default' : 'outline'}
      label={label ?? t('audio.play', { n: recording })}
      tooltip={active ? t('audio.stop', { n: recording }) : t('audio.play', { n: recording })}
      aria-pressed={active}
      data-state={active ? (loading ? 'loading' : 'playing') : 'idle'}
      // 44 px on phones (a finger), compact from the `sm` breakpoint on (a pointer).
      className={cn('relative size-11 sm:size-9', className)}
      onClick={() => toggle(audioKey, url)}
      {...props}
    >
      {loading ? (
        <Spinner />
      ) : active ? (
        <Square aria-hidden="true" className="fill-current" />
      ) : (
        <Play aria-hidden="true" />
      )}
      {numbered && (
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -bottom-0.5 flex size-4 items-center justify-center rounded-full border bg-background text-[0.625rem] leading-none font-semibold text-foreground tabular-nums"
        >
          {recording}
        </span>
      )}
    </IconButton>
  );
}
