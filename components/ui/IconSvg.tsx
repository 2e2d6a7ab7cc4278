import { ICON_PATHS, type IconName } from './icon-paths';

type Props = { name: IconName; className?: string; 'data-testid'?: string };

/** A Material icon as plain SVG (decorative), for client leaves; its parent supplies the class. */
export default function IconSvg({ name, className, ...props }: Props) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false" className={className} {...props}>
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
