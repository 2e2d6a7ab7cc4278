import Icon from '@/components/ui/Icon';
import CookieNotice from './CookieNotice';

/** The "this site uses no cookies" bar above the footer; the timer is the client part. */
export default function NoCookies({ message }: { message: string }) {
  return (
    <CookieNotice>
      <Icon name="CheckCircleOutlined" fontSize="small" />
      {message}
    </CookieNotice>
  );
}
