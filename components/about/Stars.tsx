import Box from '@/components/ui/Box';
import Icon from '@/components/ui/Icon';

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
          <Icon key={index} name="Star" fontSize="small" />
        ) : (
          <Icon key={index} name="StarBorder" fontSize="small" />
        ),
      )}
    </Box>
  );
}
