// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';

afterEach(cleanup);

beforeAll(() => {
  // jsdom has no layout: record the scrolling the combobox asks for instead.
  Element.prototype.scrollIntoView = vi.fn();
  // Nor ResizeObserver, which Headless UI uses to follow a moving input.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

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

/** The option the combobox marks as active (aria-activedescendant), by its text. */
function activeOption(box: HTMLElement) {
  const id = box.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
}

async function type(box: HTMLElement, text: string) {
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
}

// Generous: the machine running the suite may be busy, and jsdom renders the list slowly then.
describe('Combobox (Headless UI underneath)', { timeout: 20_000 }, () => {
  it('suggests as you type, announces how many, moves with arrows, Home and End, and chooses with Enter', async () => {
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Client' });
    await type(box, 'a');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Client' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 suggestions'));

    // The first suggestion is active as they appear; the arrows move from there.
    await waitFor(() => expect(activeOption(box)).toMatch(/^Alpha Co/));
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(activeOption(box)).toMatch(/^Beta LLC/);
    expect(box).toHaveAttribute('aria-activedescendant', 'client-option-1');
    fireEvent.keyDown(box, { key: 'End' });
    expect(activeOption(box)).toMatch(/^Gamma Inc/);
    fireEvent.keyDown(box, { key: 'Home' });
    expect(activeOption(box)).toMatch(/^Alpha Co/);
    fireEvent.keyDown(box, { key: 'End' });
    // The active option is kept in view.
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());

    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(CLIENTS[2]);
    await waitFor(() => expect(box).toHaveValue('Gamma Inc'));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('input[type=hidden][name=client]')).toHaveValue('3');
  });

  it('does not choose with the Enter that ends an input-method composition', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Client' });
    await type(box, 'a');
    fireEvent.compositionStart(box);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    fireEvent.compositionEnd(box);
  });

  it('says when nothing matches, and Escape puts the chosen label back', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial={CLIENTS[0]} />);
    const box = screen.getByRole('combobox', { name: 'Client' });
    expect(box).toHaveValue('Alpha Co');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'zzz' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No matching clients'));
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(box).toHaveValue('Alpha Co'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clears the choice when the box is emptied', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial={CLIENTS[1]} />);
    const box = screen.getByRole('combobox', { name: 'Client' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '' } });
    await act(async () => fireEvent.blur(box));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(box).toHaveValue('');
  });

  it('chooses with the mouse', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Client' });
    await type(box, 'e');
    fireEvent.mouseDown(screen.getByRole('option', { name: /Beta LLC/ }), { button: 0 });
    expect(onChange).toHaveBeenCalledWith(CLIENTS[1]);
  });
});

type Spies = { onChange: (o: ComboboxOption | null) => void; onBlur: () => void };

function Picker({ onChange, onBlur }: Spies) {
  const [value, setValue] = useState<ComboboxOption | null>(CLIENTS[0]);
  const load = async (query: string) => CLIENTS.filter((c) => c.label.toLowerCase().includes(query.toLowerCase()));
  return (
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
      onBlur={onBlur}
    />
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's HTML, changed by `before` as a visitor would before the scripts ran, then hydrated. */
async function hydrateAfter(before: (box: HTMLInputElement) => void) {
  const spies = { onChange: vi.fn(), onBlur: vi.fn() };
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Picker {...spies} />);
  document.body.append(container);
  const box = container.querySelector<HTMLInputElement>('input[role=combobox]')!;
  expect(box).toHaveValue('Alpha Co');
  before(box);
  await act(async () => {
    root = hydrateRoot(container, <Picker {...spies} />);
  });
  return { box, ...spies };
}

describe('Combobox typed into before hydration', { timeout: 20_000 }, () => {
  it('clears the choice and reports leaving when the box was emptied and left', async () => {
    const { box, onChange, onBlur } = await hydrateAfter((box) => {
      box.value = '';
    });
    await waitFor(() => expect(onBlur).toHaveBeenCalledTimes(1));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(box).toHaveValue('');
    expect(document.querySelector('input[type=hidden][name=client]')).toHaveValue('');
  });

  it('keeps text typed into the box still in use and suggests for it', async () => {
    const { box, onChange, onBlur } = await hydrateAfter((box) => {
      box.focus();
      box.value = 'bet';
    });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(box).toHaveValue('bet');
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(onChange).not.toHaveBeenCalled();
    expect(onBlur).not.toHaveBeenCalled();
  });

  it('puts the label back when text was typed and the box left', async () => {
    const { box, onChange, onBlur } = await hydrateAfter((box) => {
      box.value = 'bet';
    });
    await waitFor(() => expect(box).toHaveValue('Alpha Co'));
    expect(onChange).not.toHaveBeenCalled();
    expect(onBlur).not.toHaveBeenCalled();
  });

  it('changes nothing when nothing was typed', async () => {
    const { box, onChange, onBlur } = await hydrateAfter(() => {});
    expect(box).toHaveValue('Alpha Co');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).not.toHaveBeenCalled();
    expect(onBlur).not.toHaveBeenCalled();
  });
});
