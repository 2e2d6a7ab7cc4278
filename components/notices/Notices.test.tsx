import { act, render, screen } from '@testing-library/react';
import shipped from '@/content/notices.json';
import type { Notices as NoticesContent } from '@/content/schema';
import Notices from './Notices';

jest.mock('next-intl/server', () => ({
  getTranslations: async () => (key: string) => key,
  getLocale: async () => 'nl',
}));

function withFlags(availability: boolean, siteOffline: boolean): NoticesContent {
  const copy = JSON.parse(JSON.stringify(shipped)) as NoticesContent;
  copy.availability.nl.enabled = availability;
  copy.siteOffline.nl.enabled = siteOffline;
  return copy;
}

async function renderNotices(notices: NoticesContent) {
  const element = await Notices({ notices });
  return render(element);
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

it('ships with both notices disabled in both languages', () => {
  for (const locale of ['en', 'nl'] as const) {
    expect(shipped.availability[locale].enabled).toBe(false);
    expect(shipped.siteOffline[locale].enabled).toBe(false);
  }
});

it('shows nothing while the flags are off', async () => {
  await renderNotices(withFlags(false, false));
  act(() => jest.advanceTimersByTime(2000));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('shows the site-offline notice when its flag is on', async () => {
  await renderNotices(withFlags(false, true));
  expect(screen.getByRole('status')).toHaveTextContent(shipped.siteOffline.nl.title);
  expect(screen.getByRole('status')).toHaveTextContent('2025');
});

it('shows the availability toast after 1 s when its flag is on', async () => {
  await renderNotices(withFlags(true, false));
  // The toast's code is loaded on demand: wait for it, then for its delay.
  await act(async () => {
    await import('./WelcomeToast');
  });
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(shipped.availability.nl.message);
});
