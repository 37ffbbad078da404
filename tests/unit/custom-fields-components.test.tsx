// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomFieldsEditor } from '@/components/portal/custom-fields/custom-fields-editor';
import { CustomFieldsView } from '@/components/portal/custom-fields/custom-fields-view';
import { FieldList } from '@/components/portal/settings/field-list';
import { z } from 'zod';
import { formDataToInput } from '@/lib/actions/form-data';
import { withCustomFields, type FieldDefinition } from '@/lib/custom-fields/schema';

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
  it('renders every type as a named box of its form, which the schema reads as numbers and booleans', () => {
    const { container } = render(
      <form>
        <CustomFieldsEditor fields={fields} values={{ Industry: 'Legal', Employees: 5, Onboarded: true }} />
      </form>,
    );
    expect(screen.getByLabelText(/Code/)).toHaveProperty('type', 'text');
    expect(screen.getByLabelText('Employees')).toHaveProperty('type', 'number');
    expect(screen.getByLabelText('Renewal')).toHaveProperty('type', 'date');
    expect(screen.getByLabelText('Notes').tagName).toBe('TEXTAREA');
    const select = screen.getByLabelText('Industry') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Select an option', 'Retail', 'Legal']);
    expect(select.value).toBe('Legal');
    expect(screen.getByLabelText('Employees').getAttribute('name')).toBe('customFields[Employees]');

    fireEvent.change(screen.getByLabelText('Employees'), { target: { value: '42' } });
    fireEvent.change(screen.getByLabelText(/Code/), { target: { value: 'A1' } });
    fireEvent.click(screen.getByLabelText('Onboarded'));
    const schema = withCustomFields(z.object({}), fields);
    const form = container.querySelector('form')!;
    expect(schema.parse(formDataToInput(schema, new FormData(form))).customFields).toEqual({
      Code: 'A1',
      Employees: 42,
      Industry: 'Legal',
      Onboarded: false,
    });
    fireEvent.click(screen.getByLabelText('Onboarded'));
    fireEvent.change(screen.getByLabelText('Employees'), { target: { value: '' } });
    expect(schema.parse(formDataToInput(schema, new FormData(form))).customFields).toEqual({
      Code: 'A1',
      Industry: 'Legal',
      Onboarded: true,
    });
  });

  it('after a refused post, shows the text that was sent rather than the stored values', () => {
    render(
      <CustomFieldsEditor
        fields={fields}
        values={{ Industry: 'Legal', Onboarded: true }}
        sent={{ 'customFields[Employees]': 'many', 'customFields[Industry]': 'Retail' }}
      />,
    );
    expect((screen.getByLabelText('Employees') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Industry') as HTMLSelectElement).value).toBe('Retail');
    expect((screen.getByLabelText('Onboarded') as HTMLInputElement).checked).toBe(false);
  });

  it('marks required fields with an asterisk and shows errors next to the field', () => {
    const errors: Record<string, string> = { 'customFields.Code': 'Code is required' };
    render(<CustomFieldsEditor fields={fields} error={(key) => errors[key]} />);
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
