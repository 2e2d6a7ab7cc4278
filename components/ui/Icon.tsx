import IconSvg from './IconSvg';
import type { IconName } from './icon-paths';
import { type Sx, sxList, sxRule } from './sx';
import SxStyle from './SxStyle';

/** MUI SvgIcon's sizes. */
const SIZES = { small: '1.25rem', medium: '1.5rem', large: '2.1875rem' } as const;

/** The styles MUI's SvgIcon gives an icon, at one of its sizes. */
export const iconSx = (fontSize: keyof typeof SIZES = 'medium') =>
  ({
    width: '1em',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    fill: 'currentColor',
    fontSize: SIZES[fontSize],
  }) as const;

type Props = { name: IconName; fontSize?: keyof typeof SIZES; className?: string; sx?: Sx };

/** A Material icon as MUI's SvgIcon draws it (decorative, current colour), without its runtime. */
export default function Icon({ name, fontSize, className, sx }: Props) {
  const rule = sxRule(sxList(iconSx(fontSize), sx));
  return (
    <>
      <SxStyle rule={rule} />
      <IconSvg name={name} className={[className, rule.className].filter(Boolean).join(' ')} />
    </>
  );
}
