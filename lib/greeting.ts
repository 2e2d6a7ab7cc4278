// Picks "good morning", "good afternoon" and so on from the hour of the day.
export type Greeting = 'night' | 'morning' | 'afternoon' | 'evening';

/** The greeting for a local hour (0-23): night 0-5, morning 6-11, afternoon 12-17, evening 18-23. */
export function greetingFor(hour: number): Greeting {
  if (hour < 6) return 'night';
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}
