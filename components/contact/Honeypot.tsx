import Box from '@mui/material/Box';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Props = { label: string } & UseFormRegisterReturn<'website'>;

/**
 * A field for robots: off screen, out of the tab order, hidden from screen readers and from
 * autofill. People never fill it in, so a value means the request came from a robot.
 */
export default function Honeypot({ label, ...field }: Props) {
  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        left: '-10000px',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
      }}
    >
      <label>
        {label}
        <input type="text" tabIndex={-1} autoComplete="off" {...field} />
      </label>
    </Box>
  );
}
