import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalText } from '@shared/schemas/common';
import { TEXT_LIMITS } from '@shared/schemas/text-limits';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { renderWithApp } from '@client/test/render';
import { FormField } from './form-field';

// The shared schemas name their messages after keys of the `api` catalog.
const Schema = z.object({ name: z.string().min(1, 'languageNameRequired') });

function NameForm({ serverMessage }: { serverMessage?: string }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(Schema), defaultValues: { name: '' } });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(() => {
        if (serverMessage) setError('name', { type: 'server', message: serverMessage });
      })}
    >
      <FormField
        id="language-name"
        label="Nom de la langue"
        description="Le nom que les locuteurs emploient."
        error={errors.name}
      >
        {(a11y) => <Input {...a11y} {...register('name')} />}
      </FormField>
      <button type="submit">Enregistrer</button>
    </form>
  );
}

describe('FormField', () => {
  it('names its control by the label and describes it by the hint', async () => {
    await renderWithApp(<NameForm />);

    const input = screen.getByRole('textbox', { name: 'Nom de la langue' });
    expect(input).toHaveAttribute('id', 'language-name');
    expect(input).toHaveAccessibleDescription('Le nom que les locuteurs emploient.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows a schema error in the interface language, marks the control invalid and describes it by the error', async () => {
    const { user } = await renderWithApp(<NameForm />);

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const input = screen.getByRole('textbox', { name: 'Nom de la langue' });
    expect(await screen.findByText('Le nom de la langue est requis')).toHaveAttribute(
      'id',
      'language-name-error',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'language-name-hint language-name-error');
    expect(input).toHaveAccessibleDescription(
      'Le nom que les locuteurs emploient. Le nom de la langue est requis',
    );

    await user.type(input, 'Kikongo');
    expect(screen.queryByText('Le nom de la langue est requis')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAttribute('aria-describedby', 'language-name-hint');
  });

  it("shows the server's own words for an error it sent", async () => {
    const { user } = await renderWithApp(<NameForm serverMessage="Ce nom existe déjà." />);

    await user.type(screen.getByRole('textbox', { name: 'Nom de la langue' }), 'Kikongo');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Ce nom existe déjà.')).toBeInTheDocument();
  });

  it('takes a text already translated, and renders nothing more without hint or error', async () => {
    await renderWithApp(
      <FormField id="code" label="Code" error="Saisissez les 6 chiffres.">
        {(a11y) => <Input {...a11y} />}
      </FormField>,
    );

    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAccessibleDescription('Saisissez les 6 chiffres.');
    expect(input).toHaveAttribute('aria-describedby', 'code-error');
  });

  /** Notes as the word form has them: the shared schema's limit, and the same on the input. */
  const NotesSchema = z.object({ notes: optionalText(TEXT_LIMITS.longText) });
  function NotesForm() {
    const {
      register,
      handleSubmit,
      formState: { errors },
    } = useForm({ resolver: zodResolver(NotesSchema), defaultValues: { notes: '' } });
    return (
      <form noValidate onSubmit={handleSubmit(() => undefined)}>
        <FormField id="notes" label="Notes" maxLength={TEXT_LIMITS.longText} error={errors.notes}>
          {(a11y) => <Textarea {...a11y} {...register('notes')} />}
        </FormField>
        <button type="submit">Enregistrer</button>
      </form>
    );
  }

  it('gives its control the field’s limit, and names the field and the limit when a text passes it', async () => {
    const { user } = await renderWithApp(<NotesForm />);
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    expect(notes).toHaveAttribute('maxlength', '5000');

    // A text longer than the input takes (one stored before the limit, or set by a script).
    fireEvent.input(notes, { target: { value: 'n'.repeat(5001) } });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const limit = new Intl.NumberFormat('fr').format(5000);
    // Compared as is: Testing Library's text matching turns the narrow no-break space of 5 000.
    expect((await screen.findByText(/^« Notes »/)).textContent).toBe(
      `« Notes » ne peut pas dépasser ${limit} caractères.`,
    );
    expect(notes).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the same in English', async () => {
    const { user } = await renderWithApp(<NotesForm />, { language: 'en' });
    fireEvent.input(screen.getByRole('textbox', { name: 'Notes' }), {
      target: { value: 'n'.repeat(5001) },
    });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('“Notes” cannot be longer than 5,000 characters.'),
    ).toBeInTheDocument();
  });
});
