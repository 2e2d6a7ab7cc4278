// A service's description on the Services page: paragraphs, bullets and a booking link.
import { getTranslations } from 'next-intl/server';
import Icon from '@/components/ui/Icon';
import Typography from '@/components/ui/Typography';
import hidden from '@/components/ui/visually-hidden.module.css';
import { profile } from '@/lib/content/profile';
import type { Service } from '@/lib/content/schema';
import { groupListItems } from '@/lib/description';
import styles from './ServiceDescription.module.css';

type Props = { blocks: Service['description'] };

export default async function ServiceDescription({ blocks }: Props) {
  const t = await getTranslations('ServicesPage');
  return groupListItems(blocks).map((group) => {
    if (Array.isArray(group)) {
      return (
        <ul key={`list-${group[0]?.id}`} className={styles.list}>
          {group.map((item) => (
            <Typography component="li" key={item.id}>
              {item.text}
            </Typography>
          ))}
        </ul>
      );
    }
    if (group.type === 'link') {
      return (
        <Typography key={group.id} className={styles.booking}>
          {group.text}{' '}
          <a
            href={profile.bookingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.link}
          >
            <Icon name="CalendarMonth" fontSize="small" />
            {group.title}
            <span className={hidden.hidden}>{` ${t('opensInNewTab')}`}</span>
          </a>
        </Typography>
      );
    }
    return <Typography key={group.id}>{group.text}</Typography>;
  });
}
