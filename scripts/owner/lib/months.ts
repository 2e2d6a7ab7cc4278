// Calendar-month arithmetic for the privacy promise ("kept for 3 months"), in UTC like the
// table's Timestamp. A day the earlier month lacks becomes its last day: 31 May → 28/29 Feb.

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The same moment `months` calendar months before `date`. */
export function monthsBefore(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() - months;
  // Date.UTC rolls a negative or large month over into other years.
  const first = new Date(Date.UTC(year, month, 1));
  const day = Math.min(date.getUTCDate(), daysIn(first.getUTCFullYear(), first.getUTCMonth()));
  return new Date(
    Date.UTC(
      first.getUTCFullYear(),
      first.getUTCMonth(),
      day,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}
