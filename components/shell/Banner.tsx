// The thin strip at the very top of every page with the company name.
import Typography from '@/components/ui/Typography';
import { profile } from '@/lib/content/profile';
import styles from './Banner.module.css';

export default function Banner() {
  return (
    <div className={styles.banner}>
      <Typography component="p" variant="subtitle2" noWrap>
        {profile.companyName}
      </Typography>
    </div>
  );
}
