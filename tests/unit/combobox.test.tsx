// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';

afterEach(cleanup);

const CLIENTS: ComboboxOption[] = [
  { value: '1', label: 'Alpha Co', detail: 'a@alpha.test' },
  { value: '2', label: 'Beta LLC', detail: 'b@beta.test' },
  { value: '3', label: 'Gamma Inc', detail: 'g@gamma.test' },
];

function Harness({
  onChange,
  initial = null,
}: {
  onChange: (o: ComboboxOption | null) => void;
  initial?: ComboboxOption | null;
}) {
  const [value, setValue] = useState<ComboboxOption | null>(initial);
  const load = async (query: string) => CLIENTS.filter((c) => c.label.toLowerCase().includes(query.toLowerCase()));
  return (
    <form>
      <Combobox
        id="client"
        name="client"
        label="Client"
        value={value}
        loadOptions={load}
        onChange={(o) => {
          setValue(o);
          onChange(o);
        }}
        noMatches="No matching clients"
      />
    </form>
  );
}

describe('Combobox', () => {
  it('suggests as you type, moves with the arrow keys and chooses with Enter', async () => {
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Client' });
    fireEvent.change(box, { target: { value: 'a' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', 'client-option-0');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', 'client-option-1');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box).toHaveAttribute('aria-activedescendant', 'client-option-2');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(CLIENTS[2]);
    expect(box).toHaveValue('Gamma Inc');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('input[type=hidden]')).toHaveValue('3');
  });

  it('says when nothing matches, and Escape puts the chosen label back', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial={CLIENTS[0]} />);
    const box = screen.getByRole('combobox', { name: 'Client' });
    fireEvent.change(box, { target: { value: 'zzz' } });
    await waitFor(() => expect(screen.getByText('No matching clients')).toBeInTheDocument());
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveValue('Alpha Co');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clears the choice when the box is emptied, and keeps it when left with other text', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial={CLIENTS[1]} />);
    const box = screen.getByRole('combobox', { name: 'Client' });
    fireEvent.change(box, { target: { value: 'Bet' } });
    fireEvent.blur(box);
    expect(box).toHaveValue('Beta LLC');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.blur(box);
    expect(onChange).toHaveBeenCalledWith(null);
    expect(box).toHaveValue('');
  });

  it('chooses with the mouse', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Client' });
    fireEvent.click(box);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    fireEvent.click(screen.getByRole('option', { name: /Beta LLC/ }));
    expect(onChange).toHaveBeenCalledWith(CLIENTS[1]);
  });
});
