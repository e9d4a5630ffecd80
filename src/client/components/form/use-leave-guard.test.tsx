import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BrowserRouter, Link, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installPopStateGuard } from '@client/lib/pop-state-guard';
import { renderWithApp } from '@client/test/render';
import { useLeaveGuard } from './use-leave-guard';

/** A page whose form is dirty once its box is ticked, with the ways out a page has. */
function Page({ onLeave, onSignOut }: { onLeave?: () => void; onSignOut?: () => void }) {
  const [dirty, setDirty] = useState(false);
  const dialog = useLeaveGuard(dirty, { onLeave });
  return (
    <>
      <label>
        <input type="checkbox" checked={dirty} onChange={(e) => setDirty(e.target.checked)} />
        Modifié
      </label>
      <Link to="/words">Mots</Link>
      <Link to="/form?tab=2">Onglet 2</Link>
      <a href="https://example.org/" target="_blank" rel="noreferrer">
        Ailleurs
      </a>
      <button type="button" data-leaves-page="" onClick={onSignOut}>
        Se déconnecter
      </button>
      {dialog}
    </>
  );
}

const renderPage = (props: Parameters<typeof Page>[0] = {}) =>
  renderWithApp(<Page {...props} />, {
    route: '/form',
    path: '/form',
    otherRoutes: { '/words': <p>words list</p> },
  });

const dialog = () => screen.queryByRole('alertdialog', { name: 'Quitter sans enregistrer ?' });

/** A reload or closing the tab: whether the page asked the browser to ask. */
function unloadAsked() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('leaving a form with unsaved changes', () => {
  it('a clean form leaves at once, without asking', async () => {
    const onLeave = vi.fn();
    const { user } = await renderPage({ onLeave });
    expect(unloadAsked()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Mots' }));
    expect(screen.getByText('words list')).toBeInTheDocument();
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('asks before a link to another page, and goes once confirmed', async () => {
    const onLeave = vi.fn();
    const { user } = await renderPage({ onLeave });
    await user.click(screen.getByRole('checkbox', { name: 'Modifié' }));

    await user.click(screen.getByRole('link', { name: 'Mots' }));
    expect(dialog()).toHaveTextContent(
      "Vos modifications n'ont pas été enregistrées. Si vous quittez cette page, elles seront perdues.",
    );
    await user.click(screen.getByRole('button', { name: 'Rester sur la page' }));
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Modifié' })).toBeChecked();
    expect(onLeave).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Mots' }));
    await user.click(screen.getByRole('button', { name: 'Quitter sans enregistrer' }));
    expect(await screen.findByText('words list')).toBeInTheDocument();
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('lets through links to the same page and to other sites; asks before signing out', async () => {
    const onSignOut = vi.fn();
    const { user } = await renderPage({ onSignOut });
    await user.click(screen.getByRole('checkbox', { name: 'Modifié' }));

    await user.click(screen.getByRole('link', { name: 'Onglet 2' }));
    expect(dialog()).not.toBeInTheDocument();
    // Another site opens in a tab of its own: this page stays.
    const otherSite = screen.getByRole('link', { name: 'Ailleurs' });
    otherSite.addEventListener('click', (event) => event.preventDefault());
    await user.click(otherSite);
    expect(dialog()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(dialog()).toBeInTheDocument();
    expect(onSignOut).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Quitter sans enregistrer' }));
    await waitFor(() => expect(onSignOut).toHaveBeenCalledTimes(1));
  });

  it('has the browser ask before a reload or closing the tab only while the form is dirty', async () => {
    const { user } = await renderPage();
    expect(unloadAsked()).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Modifié' }));
    expect(unloadAsked()).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Modifié' }));
    expect(unloadAsked()).toBe(false);
  });

  it('speaks English when the interface does', async () => {
    const { user } = await renderWithApp(<Page />, {
      route: '/form',
      path: '/form',
      language: 'en',
    });
    await user.click(screen.getByRole('checkbox', { name: 'Modifié' }));
    await user.click(screen.getByRole('link', { name: 'Mots' }));
    expect(screen.getByRole('alertdialog', { name: 'Leave without saving?' })).toHaveTextContent(
      'Your changes have not been saved. If you leave this page, they will be lost.',
    );
    expect(screen.getByRole('button', { name: 'Stay on the page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave without saving' })).toBeInTheDocument();
  });
});

describe('the browser’s Back button on a form with unsaved changes', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  /** The words page, with a link to the form; the real history, as in the browser. */
  function App() {
    return (
      <BrowserRouter>
        <Routes>
          <Route path="/words" element={<WordsPage />} />
          <Route path="/form" element={<Page />} />
        </Routes>
      </BrowserRouter>
    );
  }
  function WordsPage() {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => void navigate('/form')}>
        Nouveau mot
      </button>
    );
  }

  it('steps back to the form, asks, and goes back once confirmed', async () => {
    // As main.tsx does, before the router listens.
    installPopStateGuard();
    window.history.replaceState(null, '', '/words');
    const user = userEvent.setup({ delay: null });
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'Nouveau mot' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Modifié' }));

    act(() => window.history.back());
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/form'));

    await user.click(screen.getByRole('button', { name: 'Rester sur la page' }));
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/form');
    expect(screen.getByRole('checkbox', { name: 'Modifié' })).toBeChecked();

    act(() => window.history.back());
    const leave = await screen.findByRole('button', { name: 'Quitter sans enregistrer' });
    // The form's address again: the step away was taken back.
    await waitFor(() => expect(window.location.pathname).toBe('/form'));
    await user.click(leave);
    expect(await screen.findByRole('button', { name: 'Nouveau mot' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/words');
  });
});
