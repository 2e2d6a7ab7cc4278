// Draws one of the site's icons.
import { ICON_PATHS, type IconName } from './icon-paths';
import styles from './Icon.module.css';

type Props = {
  name: IconName;
  fontSize?: 'small' | 'medium' | 'large';
  className?: string;
  'data-testid'?: string;
};

/** Client components get icons from their server parents: the paths stay on the server. */
export default function Icon({ name, fontSize = 'medium', className, ...props }: Props) {
  const classes = [styles.icon, fontSize !== 'medium' && styles[fontSize], className];
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden
      focusable="false"
      className={classes.filter(Boolean).join(' ')}
      {...props}
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
