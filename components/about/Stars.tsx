import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';

const MAX = 5;

type Props = { rating: number; label: string };

/** A read-only rating of up to five stars in the brand colour, rendered without scripts. */
export default function Stars({ rating, label }: Props) {
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{ display: 'inline-flex', color: 'primary.main', flexShrink: 0 }}
    >
      {Array.from({ length: MAX }, (_, index) =>
        index < rating ? (
          <Star key={index} fontSize="small" />
        ) : (
          <StarBorder key={index} fontSize="small" />
        ),
      )}
    </Box>
  );
}
