import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { type Sx, sxRule } from './sx';
import SxStyle from './SxStyle';

type Props<C extends ElementType> = { component?: C; sx?: Sx } & ComponentPropsWithoutRef<C>;

/** MUI's Box for server components: the same sx, turned into CSS at build, no client code. */
export default function Box<C extends ElementType = 'div'>({ component, sx, ...props }: Props<C>) {
  const Tag: ElementType = component ?? 'div';
  if (!sx) return <Tag {...props} />;
  const rule = sxRule(sx);
  const className = [props.className, rule.className].filter(Boolean).join(' ');
  return (
    <>
      <SxStyle rule={rule} />
      <Tag {...props} className={className} />
    </>
  );
}
