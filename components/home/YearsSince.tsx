'use client';
import { useSyncExternalStore } from 'react';
import { yearsSince } from '@/lib/experience';

type Props = { startYear: number; atBuild: number };

const noSubscription = () => () => {};

/** The years since a start year, by the visitor's clock; the pre-rendered page holds the build's. */
export default function YearsSince({ startYear, atBuild }: Props) {
  const years = useSyncExternalStore(
    noSubscription,
    () => yearsSince(startYear, new Date()),
    () => atBuild,
  );
  return <strong>{years}</strong>;
}
