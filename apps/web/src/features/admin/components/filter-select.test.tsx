import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterSelect } from './filter-select';

const options = [
  { value: 'ad', label: 'Ad' },
  { value: 'user', label: 'Account' },
];

describe('FilterSelect', () => {
  it('applies a choice at once through onChange, "all" being the empty value', async () => {
    const onChange = vi.fn<(value: string) => void>();
    render(
      <FilterSelect label="Target" value="ad" all="Any" options={options} onChange={onChange} />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Target' });
    expect(select.value).toBe('ad');
    await userEvent.setup().selectOptions(select, 'Any');
    expect(onChange).toHaveBeenCalledWith('');
  });

  it("is a form's field: its name, the value it starts from, the id its label names", async () => {
    const { container } = render(
      <form>
        <FilterSelect
          id="audit-target"
          label="Target"
          name="target"
          defaultValue="user"
          all="Any"
          options={options}
        />
      </form>,
    );
    const select = screen.getByRole('combobox', { name: 'Target' });
    expect(select.id).toBe('audit-target');
    const form = container.querySelector('form');
    if (!form) throw new Error('no form');
    expect(new FormData(form).get('target')).toBe('user');
    await userEvent.setup().selectOptions(select, 'Ad');
    expect(new FormData(form).get('target')).toBe('ad');
  });
});
