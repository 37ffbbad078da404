// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomFieldsEditor } from '@/components/portal/custom-fields/custom-fields-editor';
import { CustomFieldsView } from '@/components/portal/custom-fields/custom-fields-view';
import { FieldList } from '@/components/portal/settings/field-list';
import type { FieldDefinition } from '@/lib/custom-fields/schema';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => {} }) }));
vi.mock('@/lib/custom-fields/actions', () => ({ deleteCustomField: async () => ({ ok: true }) }));

afterEach(cleanup);

const field = (fieldName: string, fieldType: FieldDefinition['fieldType'], extra: Partial<FieldDefinition> = {}) =>
  ({ id: fieldName, fieldName, fieldType, isRequired: false, fieldOptions: null, ...extra }) as FieldDefinition;

const fields = [
  field('Code', 'text', { isRequired: true }),
  field('Employees', 'number'),
  field('Renewal', 'date'),
  field('Industry', 'select', { fieldOptions: ['Retail', 'Legal'] }),
  field('Notes', 'textarea'),
  field('Onboarded', 'checkbox'),
];

describe('the custom-fields block', () => {
  it('edits every type, keeping numbers as numbers and checkboxes as booleans', () => {
    const onChange = vi.fn();
    render(<CustomFieldsEditor fields={fields} values={{ Industry: 'Legal', Employees: 5 }} onChange={onChange} />);
    expect(screen.getByLabelText(/Code/)).toHaveProperty('type', 'text');
    expect(screen.getByLabelText('Employees')).toHaveProperty('type', 'number');
    expect(screen.getByLabelText('Renewal')).toHaveProperty('type', 'date');
    expect(screen.getByLabelText('Notes').tagName).toBe('TEXTAREA');
    const select = screen.getByLabelText('Industry') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Select an option', 'Retail', 'Legal']);
    expect(select.value).toBe('Legal');

    fireEvent.change(screen.getByLabelText('Employees'), { target: { value: '42' } });
    expect(onChange).toHaveBeenLastCalledWith('Employees', 42);
    fireEvent.change(screen.getByLabelText('Employees'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('Employees', null);
    expect(onChange).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByLabelText('Onboarded'));
    expect(onChange).toHaveBeenLastCalledWith('Onboarded', true);
    fireEvent.change(select, { target: { value: 'Retail' } });
    expect(onChange).toHaveBeenLastCalledWith('Industry', 'Retail');
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Line 1' } });
    expect(onChange).toHaveBeenLastCalledWith('Notes', 'Line 1');
  });

  it('marks required fields with an asterisk and shows errors next to the field', () => {
    render(
      <CustomFieldsEditor fields={fields} values={{}} onChange={() => {}} errors={{ Code: 'Code is required' }} />,
    );
    const code = screen.getByLabelText(/Code/);
    expect(code.closest('div')!.querySelector('label')!.textContent).toBe('Code *');
    expect(screen.getByText('Employees').textContent).toBe('Employees');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(code.getAttribute('aria-describedby')!)!.textContent).toBe('Code is required');
  });

  it('reads back values or "-", and Yes/No for a checkbox', () => {
    render(<CustomFieldsView fields={fields} values={{ Code: 'A1', Employees: 0, Onboarded: true }} />);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(values).toEqual(['A1', '0', '-', '-', '-', 'Yes']);
    cleanup();
    render(<CustomFieldsView fields={[field('Onboarded', 'checkbox')]} values={{}} />);
    expect(screen.getByRole('definition').textContent).toBe('No');
  });
});

describe('the settings list', () => {
  it('says when an entity has no fields yet', () => {
    render(<FieldList entity="client" fields={[]} />);
    expect(screen.getByText('No custom fields defined for clients yet')).toBeTruthy();
    cleanup();
    render(<FieldList entity="project" fields={[]} />);
    expect(screen.getByText('No custom fields defined for projects yet')).toBeTruthy();
  });

  it('describes each field by type label, Required and option count', () => {
    render(
      <FieldList
        entity="project"
        fields={[field('Phase', 'select', { isRequired: true, fieldOptions: ['A'] }), field('Notes', 'textarea')]}
      />,
    );
    expect(screen.getByText('Dropdown • Required • 1 option')).toBeTruthy();
    expect(screen.getByText('Multi-line Text')).toBeTruthy();
  });
});
