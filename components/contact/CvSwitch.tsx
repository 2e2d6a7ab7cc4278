'use client';
import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useController } from 'react-hook-form';
import type { ContactControl } from './ContactField';

export type CvSwitchText = { question: string; no: string; yes: string };

type Props = { control: ContactControl; text: CvSwitchText };

/** Whether the visitor wants the CV: a switch that reads "no" until it is turned on. */
export default function CvSwitch({ control, text }: Props) {
  const { field } = useController({ control, name: 'sendCV' });
  const questionId = useId();
  const answerId = useId();
  return (
    <Box>
      <Typography id={questionId}>{text.question}</Typography>
      <FormControlLabel
        label={<span id={answerId}>{field.value ? text.yes : text.no}</span>}
        control={
          <Switch
            name={field.name}
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{
              input: {
                ref: field.ref,
                role: 'switch',
                'aria-labelledby': `${questionId} ${answerId}`,
              },
            }}
          />
        }
      />
    </Box>
  );
}
