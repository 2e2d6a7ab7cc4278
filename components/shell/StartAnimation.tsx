import { GlobalStyle, sxClasses } from '@/components/ui/SxStyle';
import { globalCss } from '@/components/ui/sx';
import { OVERLAY_ANIMATION_MS, OVERLAY_REMOVE_MS } from '@/lib/layout';
import Logo from './Logo';
import StartOverlay from './StartOverlay';

const keyframes = globalCss({
  '@keyframes start-grow': {
    from: { transform: 'scale(0.6) rotate(-90deg)', opacity: 0 },
    to: { transform: 'scale(1.4) rotate(0deg)', opacity: 1 },
  },
  '@keyframes start-fade': {
    from: { opacity: 1 },
    to: { opacity: 0, visibility: 'hidden' },
  },
});

/** The start overlay with the growing logo; the overlay's timer is the only client part. */
export default function StartAnimation() {
  const { classes, styles } = sxClasses({
    overlay: {
      position: 'fixed',
      inset: 0,
      zIndex: 'modal',
      display: 'grid',
      placeItems: 'center',
      pointerEvents: 'none',
      bgcolor: 'background.default',
      animation: `start-fade ${OVERLAY_REMOVE_MS}ms ease-in forwards`,
      '@media (prefers-reduced-motion: reduce)': { display: 'none' },
    },
  });
  return (
    <>
      <GlobalStyle name="start-keyframes" css={keyframes} />
      {styles}
      <StartOverlay className={classes.overlay}>
        <Logo size={96} sx={{ animation: `start-grow ${OVERLAY_ANIMATION_MS}ms ease-out` }} />
      </StartOverlay>
    </>
  );
}
