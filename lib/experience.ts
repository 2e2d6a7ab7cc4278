/** Years of experience shown on a card: the current year minus the start year. */
export function yearsSince(startYear: number, now: Date): number {
  return now.getFullYear() - startYear;
}
