import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '../theme-root';
import { Select } from './select';

const CITIES = [
  { value: 'new-delhi', label: 'New Delhi' },
  { value: 'pune', label: 'Pune' },
];

describe('Select', () => {
  it('is named by its label and reports the chosen value', async () => {
    const onChange = jest.fn();
    render(
      <ThemeRoot>
        <Select
          label="शहर"
          value="new-delhi"
          options={CITIES}
          onChange={onChange}
          hint="ऑन-रोड कीमत इसी शहर की"
        />
      </ThemeRoot>,
    );
    const select = screen.getByRole('combobox', { name: 'शहर' });
    expect(select).toHaveDisplayValue('New Delhi');
    expect(select).toHaveAccessibleDescription('ऑन-रोड कीमत इसी शहर की');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['New Delhi', 'Pune']);
    await userEvent.selectOptions(select, 'Pune');
    expect(onChange).toHaveBeenCalledWith('pune');
  });

  it('offers a placeholder option while nothing is chosen', () => {
    render(
      <ThemeRoot>
        <Select
          label="Brand"
          value=""
          placeholder="Choose a brand"
          options={CITIES}
          onChange={jest.fn()}
          disabled
        />
      </ThemeRoot>,
    );
    const select = screen.getByRole('combobox', { name: 'Brand' });
    expect(select).toHaveDisplayValue('Choose a brand');
    expect(select).toBeDisabled();
  });
});
