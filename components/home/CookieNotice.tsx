// The Home page's short-lived note that the site uses no cookies.
import Icon from '@/components/ui/Icon';
import CookieNoticeClient from './CookieNoticeClient';

/** The "this site uses no cookies" bar above the footer; its timer is CookieNoticeClient. */
export default function CookieNotice({ message }: { message: string }) {
  return (
    <CookieNoticeClient>
      <Icon name="CheckCircleOutlined" fontSize="small" />
      {message}
    </CookieNoticeClient>
  );
}
