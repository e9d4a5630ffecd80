import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IconButton } from './icon-button';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltip-delays';

function renderButtons() {
  const onClick = vi.fn();
  render(
    <div>
      <IconButton label="Modifier Swahili" tooltip="Modifier" onClick={onClick} />
      <IconButton label="Supprimer Swahili" />
    </div>,
  );
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return { user, onClick, edit: screen.getByRole('button', { name: 'Modifier Swahili' }) };
}

describe('IconButton', () => {
  // Hover delays on a faked clock (Date too: the skip delay reads it), a minute after any tooltip
  // an earlier test closed.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(Date.now() + 60_000);
  });
  afterEach(() => vi.useRealTimers());

  it('shows its tooltip after the hover delay, as the description of the button, until left', async () => {
    const { user, edit } = renderButtons();
    await user.hover(edit);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 100));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Modifier');
    expect(edit).toHaveAccessibleDescription('Modifier');

    await user.unhover(edit);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(edit).not.toHaveAttribute('aria-describedby');
  });

  it('opens the next tooltip at once while one is open or within the skip delay', async () => {
    const { user, edit } = renderButtons();
    const remove = screen.getByRole('button', { name: 'Supprimer Swahili' });
    await user.hover(edit);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    await user.hover(remove);
    // One at a time; without a tooltip text, the label is shown.
    expect(screen.getByRole('tooltip')).toHaveTextContent('Supprimer Swahili');
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(edit);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Modifier');

    // Past the skip delay, the hover delay again.
    await user.unhover(edit);
    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 200));
    await user.hover(remove);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Supprimer Swahili');
  });

  it('shows it on keyboard focus, hides it on blur, and keeps the click working', async () => {
    const { user, edit, onClick } = renderButtons();
    await user.tab();
    expect(edit).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Modifier');
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Supprimer Swahili');
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.click(edit);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
