// The Home page's short-lived note that the site uses no cookies.
import Icon from '@/components/ui/Icon';
import CookieNoticeClient from './CookieNoticeClient';

export default function CookieNotice({ message }: { message: string }) {
  return (
    <CookieNoticeClient>
      <Icon name="CheckCircleOutlined" fontSize="small" />
      {message}
    </CookieNoticeClient>
  );
}
