import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Input } from '@client/components/ui/input';
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
});
