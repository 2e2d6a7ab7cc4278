// One service on the Services page: its picture, name and description.
import Typography from '@/components/ui/Typography';
import type { Service } from '@/lib/content/schema';
import ServiceDescription from './ServiceDescription';
import styles from './ServiceRow.module.css';

type Props = { service: Service };

export default function ServiceRow({ service }: Props) {
  return (
    <li className={styles.row}>
      {/* Lazy: the pictures are decoration, most of them below a phone's first screen, and an
          eager one would be preloaded in the head and share the link with the page itself. */}
      <img
        src={`/images/services/${service.imageName}.svg`}
        alt=""
        width={160}
        height={120}
        loading="lazy"
        decoding="async"
      />
      <div>
        <Typography variant="h5" component="h2" gutterBottom className={styles.label}>
          {service.label}
        </Typography>
        <ServiceDescription blocks={service.description} />
      </div>
    </li>
  );
}
