'use client';
// A number of years of experience that stays right in later years without a rebuild.
import { yearsSince } from '@/lib/experience';
import { useBrowserValue } from './use-browser-value';

type Props = { startYear: number; atBuild: number };

/** The years since a start year, by the visitor's clock; the pre-rendered page holds the build's. */
export default function YearsSince({ startYear, atBuild }: Props) {
  const years = useBrowserValue(() => yearsSince(startYear, new Date()), atBuild);
  return <strong>{years}</strong>;
}
