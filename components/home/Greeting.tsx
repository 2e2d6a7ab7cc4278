'use client';
// The Home page's "good morning" line, by the time of day where the visitor is.
import { greetingFor, type Greeting as GreetingKey } from '@/lib/greeting';
import { useBrowserValue } from './use-browser-value';

type Props = { labels: Record<GreetingKey, string> };

/** The pre-rendered page cannot know the visitor's clock: the line is empty until then. */
export default function Greeting({ labels }: Props) {
  const greeting = useBrowserValue<GreetingKey | null>(
    () => greetingFor(new Date().getHours()),
    null,
  );
  return greeting ? labels[greeting] : '';
}
