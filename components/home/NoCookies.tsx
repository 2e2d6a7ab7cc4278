import Icon from '@/components/ui/Icon';
import { sxClasses } from '@/components/ui/SxStyle';
import { FOOTER_HEIGHT } from '@/lib/layout';
import CookieNotice from './CookieNotice';

/** The "this site uses no cookies" bar above the footer; the timer is the client part. */
export default function NoCookies({ message }: { message: string }) {
  const { classes, styles } = sxClasses({
    bar: {
      display: 'flex',
      alignItems: 'center',
      gap: 1.5,
      px: 2,
      py: 1.5,
      borderRadius: 1,
      boxShadow: 3,
      typography: 'body2',
      bgcolor: 'success.main',
      color: 'success.contrastText',
      position: 'fixed',
      zIndex: 3,
      left: '50%',
      transform: 'translateX(-50%)',
      bottom: `calc(${FOOTER_HEIGHT} + 12px)`,
      maxWidth: 'calc(100vw - 32px)',
    },
  });
  return (
    <>
      {styles}
      <CookieNotice className={classes.bar}>
        <Icon name="CheckCircleOutlined" fontSize="small" />
        {message}
      </CookieNotice>
    </>
  );
}
