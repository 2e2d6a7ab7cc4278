import { fireEvent, render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';
import { privacyIcon } from './contact-form-icons';
import PrivacyButton from './PrivacyButton';
import { privacyText } from './privacy-text';

jest.mock('next-intl/server', () =>
  jest.requireActual('./translations.test-utils').translationsIn('en'),
);

const text = en.PrivacyDialog;
const sections = Object.values(text.sections);

async function renderButton() {
  render(<PrivacyButton text={await privacyText()} icon={privacyIcon()} />);
  const trigger = screen.getByRole('button', { name: text.open });
  const open = async () => {
    await userEvent.click(trigger);
    return screen.findByRole('alertdialog', { name: text.title });
  };
  return { trigger, open };
}

it('renders no dialog until it is asked for', async () => {
  await renderButton();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.queryByText(sections[0]!.title)).not.toBeInTheDocument();
});

it('opens a modal dialog with a title, every section and a close button', async () => {
  const { open } = await renderButton();
  const dialog = await open();
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByRole('heading', { level: 2, name: text.title })).toBeInTheDocument();
  expect(
    screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
  ).toEqual(sections.map((section) => section.title));
  expect(screen.getByRole('button', { name: text.close })).toBeInTheDocument();
});

it('closes with its close button and gives focus back to the trigger', async () => {
  const { trigger, open } = await renderButton();
  const dialog = await open();
  await userEvent.click(screen.getByRole('button', { name: text.close }));
  await waitForElementToBeRemoved(dialog);
  expect(trigger).toHaveFocus();
});

it('closes with Escape, and opens again', async () => {
  const { open } = await renderButton();
  const dialog = await open();
  await userEvent.keyboard('{Escape}');
  await waitForElementToBeRemoved(dialog);
  expect(await open()).toBeInTheDocument();
});

it('closes when its trigger is pressed again', async () => {
  const { trigger, open } = await renderButton();
  const dialog = await open();
  // A visitor cannot reach the trigger behind the modal backdrop; pressing it still closes it.
  fireEvent.click(trigger);
  await waitForElementToBeRemoved(dialog);
});

it('does not close on a click beside it', async () => {
  const { open } = await renderButton();
  const dialog = await open();
  // A modal dialog lies over the page on a screen-wide layer: a click beside it lands there.
  await userEvent.click(dialog.parentElement!);
  await expect(waitForElementToBeRemoved(dialog, { timeout: 600 })).rejects.toThrow();
  expect(screen.getByRole('alertdialog', { name: text.title })).toBeVisible();
});
