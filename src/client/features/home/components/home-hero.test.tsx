import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMedia } from '@client/test/media';
import { renderWithApp } from '@client/test/render';
import { HomeHero } from './home-hero';

/** The background changes every five seconds. */
const INTERVAL_MS = 5_000;

/** The hero's rhythm: `data-slide` is the background shown, the one marked `data-active`. */
const hero = (container: HTMLElement) => container.querySelector('section[data-slide]')!;
const activeImages = (container: HTMLElement) =>
  container.querySelectorAll('[data-testid="hero-image"][data-active="true"]');

describe('HomeHero, the home carousel', () => {
  beforeEach(() => {
    // The rotation is a setInterval; React's own scheduler keeps its real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('changes image every 5 seconds, one image shown at a time', async () => {
    stubMedia();
    const { container } = await renderWithApp(<HomeHero />);
    expect(hero(container)).toHaveAttribute('data-slide', '0');
    expect(activeImages(container)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(INTERVAL_MS - 1));
    expect(hero(container)).toHaveAttribute('data-slide', '0');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(hero(container)).toHaveAttribute('data-slide', '1');
    expect(activeImages(container)).toHaveLength(1);
    expect(activeImages(container)[0]).toBe(
      container.querySelectorAll('[data-testid="hero-image"]')[1],
    );

    await act(() => vi.advanceTimersByTimeAsync(INTERVAL_MS));
    expect(hero(container)).toHaveAttribute('data-slide', '2');
  });

  it('stays on its first image when the visitor asks for reduced motion', async () => {
    stubMedia({ reducedMotion: true });
    const { container } = await renderWithApp(<HomeHero />);
    await act(() => vi.advanceTimersByTimeAsync(INTERVAL_MS * 3));
    expect(hero(container)).toHaveAttribute('data-slide', '0');
    expect(activeImages(container)).toHaveLength(1);
  });
});
