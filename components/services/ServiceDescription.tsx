import Box from '@/components/ui/Box';
import Icon from '@/components/ui/Icon';
import Link from '@/components/ui/Link';
import Typography from '@/components/ui/Typography';
import { VISUALLY_HIDDEN } from '@/lib/layout';
import { getTranslations } from 'next-intl/server';
import type { Service } from '@/content/schema';
import { profile } from '@/content/profile';
import { groupListItems } from '@/lib/description';

type Props = { blocks: Service['description'] };

/** Text blocks as paragraphs, list items as one bullet list, links as booking links. */
export default async function ServiceDescription({ blocks }: Props) {
  const t = await getTranslations('ServicesPage');
  return groupListItems(blocks).map((group) => {
    if (Array.isArray(group)) {
      return (
        <Box component="ul" key={`list-${group[0]?.id}`} sx={{ pl: 3, my: 1 }}>
          {group.map((item) => (
            <Typography component="li" key={item.id}>
              {item.text}
            </Typography>
          ))}
        </Box>
      );
    }
    if (group.type === 'link') {
      return (
        <Typography key={group.id} sx={{ mt: 1 }}>
          {group.text}{' '}
          <Link
            href={profile.bookingUrl}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700 }}
          >
            <Icon name="CalendarMonth" fontSize="small" />
            {group.title}
            <Box component="span" sx={VISUALLY_HIDDEN}>
              {` ${t('opensInNewTab')}`}
            </Box>
          </Link>
        </Typography>
      );
    }
    return <Typography key={group.id}>{group.text}</Typography>;
  });
}
