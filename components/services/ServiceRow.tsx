import Box from '@/components/ui/Box';
import Typography from '@/components/ui/Typography';
import type { Service } from '@/content/schema';
import ServiceDescription from './ServiceDescription';

type Props = { service: Service };

/** A service: its picture left, its bold label and description right. */
export default function ServiceRow({ service }: Props) {
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '160px minmax(0, 1fr)' },
        gap: 3,
      }}
    >
      <img src={`/images/services/${service.imageName}.svg`} alt="" width={160} height={120} />
      <div>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }} gutterBottom>
          {service.label}
        </Typography>
        <ServiceDescription blocks={service.description} />
      </div>
    </Box>
  );
}
