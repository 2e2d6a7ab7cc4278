import type { UseFormRegisterReturn } from 'react-hook-form';

type Props = { label: string; className: string } & UseFormRegisterReturn<'website'>;

/**
 * A field for robots: off screen, out of the tab order, hidden from screen readers and from
 * autofill. People never fill it in, so a value means the request came from a robot.
 */
export default function Honeypot({ label, className, ...field }: Props) {
  return (
    <div aria-hidden className={className}>
      <label>
        {label}
        <input type="text" tabIndex={-1} autoComplete="off" {...field} />
      </label>
    </div>
  );
}
