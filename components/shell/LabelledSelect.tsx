import Box from '@mui/material/Box';

type Option = { value: string; label: string; id?: string };
type Props = {
  id: string;
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  fullWidth?: boolean;
};

/**
 * A native drop-down with a visible label: keyboard and screen-reader friendly as browsers make
 * it, themed with the colour scheme's variables, and without MUI's input machinery in the bundle.
 */
export default function LabelledSelect({ id, label, value, options, onChange, fullWidth }: Props) {
  return (
    <Box
      sx={{ display: 'inline-flex', flexDirection: 'column', width: fullWidth ? '100%' : 'auto' }}
    >
      <Box component="label" htmlFor={id} sx={{ typography: 'caption', color: 'text.secondary' }}>
        {label}
      </Box>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event) => onChange((event.target as HTMLSelectElement).value)}
        sx={{
          font: 'inherit',
          minWidth: 140,
          py: 0.75,
          px: 1,
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'text.secondary',
          borderRadius: 1,
          cursor: 'pointer',
          '&:focus-visible': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: 1,
          },
        }}
      >
        {options.map((option) => (
          <option key={option.value} id={option.id} value={option.value}>
            {option.label}
          </option>
        ))}
      </Box>
    </Box>
  );
}
