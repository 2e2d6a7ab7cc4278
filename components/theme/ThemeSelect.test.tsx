import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SYSTEM_QUERIES } from '@/lib/theme-choice';
import { changingMedia } from '@/scripts/dev/testing/media';
import en from '@/messages/en.json';
import ThemeSelect from './ThemeSelect';

const text = en.ThemeSelect;
const options = [
  { value: '1', label: text.light },
  { value: '2', label: text.dark },
  { value: '3', label: text.contrast },
];

function renderSelect() {
  return render(<ThemeSelect label={text.label} options={options} />);
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

it.each([
  ['2', 'dark'],
  ['3', 'contrast'],
])('starts on light, applies option %s to the page and remembers it', async (value, scheme) => {
  const first = renderSelect();
  const select = screen.getByRole('combobox', { name: text.label });
  expect(select).toHaveValue('1');
  expect(screen.getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(
    options.map((option) => option.value),
  );
  await userEvent.selectOptions(select, value);
  expect(document.documentElement).toHaveAttribute('data-theme', scheme);
  expect(localStorage.getItem('mui-mode')).toBe('dark');
  expect(localStorage.getItem('mui-color-scheme-dark')).toBe(scheme);
  expect(document.cookie).toBe('');

  // On the next page, as the init script left it; then back to light, remembered too.
  first.unmount();
  document.documentElement.setAttribute('data-theme', scheme);
  renderSelect();
  expect(screen.getByRole('combobox', { name: text.label })).toHaveValue(value);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: text.label }), '1');
  expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  expect(localStorage.getItem('mui-mode')).toBe('light');
});

it('follows a choice made in another tab', async () => {
  renderSelect();
  localStorage.setItem('mui-mode', 'dark');
  localStorage.setItem('mui-color-scheme-dark', 'contrast');
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'mui-color-scheme-dark' }));
  });
  expect(document.documentElement).toHaveAttribute('data-theme', 'contrast');
  await waitFor(() => expect(screen.getByRole('combobox', { name: text.label })).toHaveValue('3'));
});

it('follows the system setting, more contrast over dark, until the visitor picks a theme', async () => {
  const media = changingMedia();
  window.matchMedia = media.matchMedia;
  renderSelect();
  const select = screen.getByRole('combobox', { name: text.label });
  act(() => media.set([SYSTEM_QUERIES.dark]));
  expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  await waitFor(() => expect(select).toHaveValue('2'));
  act(() => media.set([SYSTEM_QUERIES.dark, SYSTEM_QUERIES.contrast]));
  await waitFor(() => expect(select).toHaveValue('3'));
  act(() => media.set([]));
  await waitFor(() => expect(select).toHaveValue('1'));
  expect(localStorage.length).toBe(0);

  await userEvent.selectOptions(select, '1');
  act(() => media.set([SYSTEM_QUERIES.dark]));
  expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  expect(select).toHaveValue('1');
});
