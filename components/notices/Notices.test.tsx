import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notices as NoticesContent } from '@/lib/content/schema';
import Notices from './Notices';

jest.mock('next-intl/server', () => ({
  getTranslations: async () => (key: string) => key,
  getLocale: async () => 'nl',
}));

/** Notices made for the test: the shipped ones are the content author's to change. */
function withFlags(availability: boolean, siteOffline: boolean): NoticesContent {
  const notice = (enabled: boolean, title: string) => ({
    enabled,
    title,
    message: `${title}: the message.`,
  });
  return {
    availability: {
      en: { ...notice(availability, 'Toast EN'), timeout: 1000 },
      nl: { ...notice(availability, 'Toast NL'), timeout: 1000 },
    },
    siteOffline: { en: notice(siteOffline, 'Offline EN'), nl: notice(siteOffline, 'Offline NL') },
  };
}

async function renderNotices(notices: NoticesContent) {
  const element = await Notices({ notices });
  return render(element);
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

it('shows nothing while the flags are off', async () => {
  await renderNotices(withFlags(false, false));
  act(() => jest.advanceTimersByTime(2000));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('shows the site-offline notice when its flag is on, closed with its button', async () => {
  jest.useRealTimers();
  const main = document.body.appendChild(
    Object.assign(document.createElement('main'), { id: 'main', tabIndex: -1 }),
  );
  await renderNotices(withFlags(false, true));
  expect(screen.getByRole('status')).toHaveTextContent('Offline NL: the message.');
  await userEvent.click(screen.getByRole('button', { name: 'close' }));
  // Focus goes on from the page's content.
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(main).toHaveFocus();
  main.remove();
});

it('shows the availability toast 1 s after the page hydrated when its flag is on', async () => {
  await renderNotices(withFlags(true, false));
  // The toast's code is loaded on demand while its second runs.
  await act(async () => {
    await import('./ThemedAvailabilityToastClient');
  });
  await act(async () => {
    jest.advanceTimersByTime(999);
  });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await act(async () => {
    jest.advanceTimersByTime(1);
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Toast NL: the message.');
});
